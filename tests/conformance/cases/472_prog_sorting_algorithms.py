# Sorting algorithms as textbook implementations, checked against sorted(): bubble,
# insertion, selection, merge, quick (Lomuto and Hoare), heap, counting, radix, shell,
# plus a stability check on records and comparison counting with a wrapper class.
import random
import functools

def bubble_sort(a):
    a = list(a)
    for n in range(len(a) - 1, 0, -1):
        swapped = False
        for i in range(n):
            if a[i] > a[i + 1]:
                a[i], a[i + 1] = a[i + 1], a[i]
                swapped = True
        if not swapped:
            break
    return a

def insertion_sort(a, key=lambda x: x):
    a = list(a)
    for i in range(1, len(a)):
        cur, j = a[i], i - 1
        while j >= 0 and key(a[j]) > key(cur):
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = cur
    return a

def selection_sort(a):
    a = list(a)
    for i in range(len(a)):
        m = min(range(i, len(a)), key=a.__getitem__)
        a[i], a[m] = a[m], a[i]
    return a

def merge_sort(a, key=lambda x: x):
    if len(a) <= 1:
        return list(a)
    mid = len(a) // 2
    left, right = merge_sort(a[:mid], key), merge_sort(a[mid:], key)
    out, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if key(right[j]) < key(left[i]):
            out.append(right[j]); j += 1
        else:
            out.append(left[i]); i += 1
    return out + left[i:] + right[j:]

def quick_sort_lomuto(a):
    a = list(a)
    def part(lo, hi):
        pivot, i = a[hi], lo
        for j in range(lo, hi):
            if a[j] < pivot:
                a[i], a[j] = a[j], a[i]
                i += 1
        a[i], a[hi] = a[hi], a[i]
        return i
    def qs(lo, hi):
        if lo < hi:
            p = part(lo, hi)
            qs(lo, p - 1)
            qs(p + 1, hi)
    qs(0, len(a) - 1)
    return a

def quick_sort_hoare(a):
    a = list(a)
    def qs(lo, hi):
        if lo >= hi:
            return
        pivot = a[(lo + hi) // 2]
        i, j = lo - 1, hi + 1
        while True:
            i += 1
            while a[i] < pivot:
                i += 1
            j -= 1
            while a[j] > pivot:
                j -= 1
            if i >= j:
                break
            a[i], a[j] = a[j], a[i]
        qs(lo, j)
        qs(j + 1, hi)
    qs(0, len(a) - 1)
    return a

def heap_sort(a):
    a = list(a)
    def sift(start, end):
        root = start
        while 2 * root + 1 <= end:
            child = 2 * root + 1
            if child + 1 <= end and a[child] < a[child + 1]:
                child += 1
            if a[root] < a[child]:
                a[root], a[child] = a[child], a[root]
                root = child
            else:
                return
    for start in range(len(a) // 2 - 1, -1, -1):
        sift(start, len(a) - 1)
    for end in range(len(a) - 1, 0, -1):
        a[0], a[end] = a[end], a[0]
        sift(0, end - 1)
    return a

def counting_sort(a):
    if not a:
        return []
    lo, hi = min(a), max(a)
    counts = [0] * (hi - lo + 1)
    for x in a:
        counts[x - lo] += 1
    return [i + lo for i, c in enumerate(counts) for _ in range(c)]

def radix_sort(a):
    a, exp = list(a), 1
    while a and max(a) // exp > 0:
        buckets = [[] for _ in range(10)]
        for x in a:
            buckets[(x // exp) % 10].append(x)
        a = [x for b in buckets for x in b]
        exp *= 10
    return a

def shell_sort(a):
    a, gap = list(a), len(a) // 2
    while gap:
        for i in range(gap, len(a)):
            tmp, j = a[i], i
            while j >= gap and a[j - gap] > tmp:
                a[j] = a[j - gap]
                j -= gap
            a[j] = tmp
        gap //= 2
    return a

rng = random.Random(2024)
data = [rng.randint(0, 999) for _ in range(300)]
expected = sorted(data)
for fn in (bubble_sort, insertion_sort, selection_sort, merge_sort, quick_sort_lomuto, quick_sort_hoare, heap_sort, counting_sort, radix_sort, shell_sort):
    out = fn(data)
    print(f"{fn.__name__:<18} ok={out == expected} first={out[:4]}")
records = [("bob", 3), ("amy", 1), ("cid", 3), ("dan", 2), ("eve", 1)]
print(merge_sort(records, key=lambda r: r[1]) == sorted(records, key=lambda r: r[1]))
print(insertion_sort(records, key=lambda r: r[1]))
@functools.total_ordering
class Counted:
    comparisons = 0
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        Counted.comparisons += 1
        return self.v < o.v
    def __eq__(self, o):
        return self.v == o.v
    def __gt__(self, o):
        Counted.comparisons += 1
        return self.v > o.v
small = [Counted(x) for x in data[:64]]
for fn in (sorted, merge_sort, heap_sort, quick_sort_hoare):
    Counted.comparisons = 0
    res = fn(small)
    print(fn.__name__, Counted.comparisons, [c.v for c in res[:3]])
