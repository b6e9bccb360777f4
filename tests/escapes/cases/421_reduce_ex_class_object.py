# technique: the captured object.__reduce_ex__ on a class of a user metaclass: a class's state is read through its metaclass's slots and MRO (copy never reduces classes)
# expect: any
import enum, json, contextlib
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
Mixin = type("Mixin", (), {"__reduce_ex__": Spy()})
class E(Mixin, enum.Enum):
    A = 1
red = got[0]                          # guarded object.__reduce_ex__ (case 382)
class M(type):
    pass
class C(metaclass=M):
    pass
print(red(C, 2))
