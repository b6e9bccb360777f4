# technique: the enum mixin check (wrappers._wrap_enum __new__) runs BEFORE the real EnumType.__new__; the mixin's __init_subclass__ (run inside it) swaps Mixin.__reduce_ex__ for a Spy through a trampoline (contextlib.ExitStack.callback(type.__setattr__, ...): guard_type_setattro only refuses non-store dunders when caller_is_user()), so `found_method in (data_type_method, object_method)` hands object.__reduce_ex__ to the Spy's __eq__
# expect: any
import enum, contextlib
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
def rex(self, proto):
    return "plain"
def isc(cls, **kw):
    with contextlib.ExitStack() as s:
        s.callback(type.__setattr__, Mixin, "__reduce_ex__", Spy())
Mixin = type("Mixin", (), {"__reduce_ex__": rex, "__init_subclass__": classmethod(isc)})
class E(Mixin, enum.Enum):
    A = 1
print(got)
class U:
    pass
print(got[-1](U(), 2))
