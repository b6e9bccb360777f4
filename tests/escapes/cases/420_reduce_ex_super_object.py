# technique: the captured object.__reduce_ex__ on super(M, C): private_ok trusts a super whose __self_class__ is the user's, but the reduction acts on the class it is bound to (second line of 419, without __slots__)
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
print(red(super(M, C), 2))
