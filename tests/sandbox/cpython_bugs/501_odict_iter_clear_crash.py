# technique: OrderedDict iteration (no pyfix guard): next(it) looks the current key up; a colliding key's __eq__ calls od.clear() (od is not busy, so allowed) -> od_fast_nodes freed/NULL then indexed -> SIGSEGV (491 through the iterator instead of move_to_end)
# expect: any
import collections
class K:
    def __init__(self, n): self.n = n
    def __hash__(self): return 1
    def __eq__(self, other):
        if self.n == 1 and armed:
            od.clear()
        return False
armed = False
od = collections.OrderedDict()
od[K(1)] = 1
od[K(2)] = 2
it = iter(od)
next(it)
armed = True
print(next(it))
