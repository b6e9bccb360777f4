# copy.copy/deepcopy of user classes with __slots__ (and __dict__), slotted and frozen
# dataclasses: the reduction reads each slot, and the sandbox checks what it read.
import copy, dataclasses
class P:
    __slots__ = ("x", "y", "z_")
    def __init__(self):
        self.x = [1]; self.y = 2; self.z_ = 3
    def z(self):
        return self.z_
class Q(P):
    __slots__ = ("w", "__dict__")
@dataclasses.dataclass(slots=True)
class D:
    a: int
    b: list
@dataclasses.dataclass(slots=True, frozen=True)
class F:
    a: int
q = Q(); q.w = "w"; q.extra = 5
c1, c2 = copy.copy(q), copy.deepcopy(q)
d = copy.deepcopy(D(1, [2]))
f = copy.copy(F(7))
p = P(); del p.y
p2 = copy.copy(p)
result = [c1.x is q.x, c2.x == q.x and c2.x is not q.x, c1.y, c1.z(), c2.w, c2.extra, d, f, hasattr(p2, "y"), p2.z()]
