# technique: enum mixin check allows staticmethod wrappers (in `plain`), but getattr(enum_class, '__reduce_ex__') unwraps a staticmethod to ANY object, whose __eq__ then receives object.__reduce_ex__ (case 452 via staticmethod)
# expect: any
import enum
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
    def __call__(self, *a): return "x"
Mixin = type("Mixin", (), {"__reduce_ex__": staticmethod(Spy())})
class E(Mixin, enum.Enum):
    A = 1
print(got)
r = got[-1]
class U: pass
print(r(U(), 2))
