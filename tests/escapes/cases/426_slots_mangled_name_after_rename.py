# technique: an immutable class-body __slots__ = ("__chain_b",) makes the slot _P__chain_b; renaming the class afterwards (P.__name__ is an allowed dunder store) changes how copyreg._slotnames mangles it at reduce time, so the guarded object.__reduce_ex__ (captured via enum, case 382) reads _SequenceMatcher__chain_b / _UserList__cast / _MutableMapping__marker: private (name-mangled) attributes of stdlib bases, unchecked
# expect: any
import enum, difflib, collections
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
Mixin = type("Mixin", (), {"__reduce_ex__": Spy()})
class E(Mixin, enum.Enum):
    A = 1
red = got[0]
class P(difflib.SequenceMatcher):
    __slots__ = ("__chain_b",)
P.__name__ = "SequenceMatcher"
print(red(P(), 2)[2][1])
class L(collections.UserList):
    __slots__ = ("__cast", "__marker")
L.__name__ = "UserList"
print(red(L(), 2)[2][1])
class M(collections.UserDict):
    __slots__ = ("__marker",)
M.__name__ = "MutableMapping"
print(red(M(), 2)[2][1])
