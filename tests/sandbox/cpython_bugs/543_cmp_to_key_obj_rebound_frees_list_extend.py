# technique: functools.cmp_to_key's K object has a writable `obj` member; keyobject_richcompare calls cmp(k1.obj, k2.obj) with both borrowed in a vectorcall stack; with cmp = list.extend (a method descriptor: self borrowed too), the iterator's __next__ sets k1.obj = None, freeing the list being extended, and list_extend appends into the freed PyListObject, now another list (use-after-free write)
# expect: any
import functools
key = functools.cmp_to_key(list.extend)
keep = []
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n == 1:
            k1.obj = None                  # frees the list list.extend is filling
            for _ in range(16):
                keep.append(["fresh"])     # a new list takes its object
            return "INJECTED"
        raise StopIteration
k1 = key(["a", "b", "c"])
k2 = key(It())
try:
    k1 < k2
except TypeError:
    pass
for x in keep:
    if x != ["fresh"]:
        raise RuntimeError("use-after-free: list.extend appended into a freed list, now another one: %r" % (x,))
print("K object kept its obj alive")
