# technique: the enum mixin check accepts any classmethod; 3.11's classmethod.__get__ chains to the wrapped object's own __get__, so a classmethod around a user descriptor makes getattr(enum_class, "__reduce_ex__") return a user object whose __eq__ receives object.__reduce_ex__
# expect: any
import enum
got = []
class Spy:
    def __call__(self, *a):
        return "x"
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
class Desc:
    def __get__(self, inst, owner=None):
        return Spy()
class Mixin:
    @(lambda f: classmethod(Desc()))
    def __reduce_ex__(self, proto):
        pass
class E(Mixin, enum.Enum):
    A = 1
ore = got[-1]
class Mine:
    pass
[repr(g) for g in got], repr(ore(Mine(), 1))[:70]
