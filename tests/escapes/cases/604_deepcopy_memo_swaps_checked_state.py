# technique: deepcopy's wrapper checked a plain copy of the state, then the real _reconstruct deep-copied it again with a memo a user __deepcopy__ reads and writes: the ids of freed dicts, one of whose blocks the checked copy reuses, were mapped to an object of the user's, so a dunder key the check refused reached the new object's __dict__ (red-team pass 77)
# expect: any
import copy
class Spy:
    def __init__(self, got): self.got = got
    def __deepcopy__(self, memo):
        self.got.extend(list(memo.keys()))
        return self
class U:
    pass
u = U(); u.a = 1
EVIL = {"__weird__": 42, "b": 2}
# The freed block the checked copy reuses depends on the allocator's state (a collection
# may run between two calls): try again until one lands.
for attempt in range(20):
    got = []
    ds = [dict() for _ in range(5000)]
    copy.deepcopy([ds, Spy(got)])
    del ds
    y = copy.deepcopy(u, {k: EVIL for k in got})
    if "__weird__" in vars(y):
        break
print(attempt, vars(y))
