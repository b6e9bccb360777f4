# heapq: heapify/push/pop, heapreplace/heappushpop, nlargest/nsmallest with keys, merge,
# a stable priority queue; bisect: lookups, insort, key= (3.10+), grade tables.
import heapq, bisect
h = [5, 3, 8, 1, 9, 2]
heapq.heapify(h)
print(h, heapq.heappop(h), heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), sorted(h))
heapq.heappush(h, 4)
print([heapq.heappop(h) for _ in range(len(h))])
records = [{"n": "a", "s": 3}, {"n": "b", "s": 9}, {"n": "c", "s": 9}, {"n": "d", "s": 1}]
print(heapq.nlargest(2, records, key=lambda r: r["s"]), heapq.nsmallest(2, [5, 1, 8, 1]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])), list(heapq.merge(["b", "dd"], ["a", "ccc"], key=len, reverse=False)))
class PQ:
    def __init__(self):
        self.heap, self.count = [], 0
    def push(self, item, prio):
        heapq.heappush(self.heap, (prio, self.count, item))
        self.count += 1
    def pop(self):
        return heapq.heappop(self.heap)[2]
pq = PQ()
for item, prio in [("write", 2), ("read", 1), ("sleep", 3), ("eat", 1)]:
    pq.push(item, prio)
print([pq.pop() for _ in range(4)])
a = [1, 2, 4, 4, 4, 7, 9]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 0), bisect.bisect_left(a, 10))
bisect.insort(a, 5)
bisect.insort_left(a, 4)
print(a)
def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in (33, 99, 77, 70, 89, 90, 100)])
people = [("ann", 25), ("bob", 31), ("cy", 40)]
print(bisect.bisect_left(people, 31, key=lambda p: p[1]), bisect.bisect_right(people, 31, key=lambda p: p[1]))
bisect.insort(people, ("dee", 33), key=lambda p: p[1])
print(people)
def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError("%r not found" % x)
print(index(a, 7))
try:
    index(a, 3)
except ValueError as e:
    print("ValueError:", e)
