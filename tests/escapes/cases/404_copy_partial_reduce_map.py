# technique: caller_may_reduce checks only the top *Python* frame and the argument shape of the reduce call itself: a user class's __copy__ is functools.partial(functools.reduce, list.append, map(object.__reduce_ex__, [stdlib_obj], [4])); copy.copy calls copier(x), and the C chain reduce->map calls the guarded __reduce_ex__(stdlib_obj, 4) with copy.copy's frame on top and the exact (int 4) shape, list.append stores the real reduce tuple (real __dict__ of a stdlib partial holding print.__self__ = real builtins) in x
# expect: any
import enum, functools, copy, json
got = []
class Spy:                                  # case 382's capture of object.__reduce_ex__ (the guarded one)
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
Mixin = type("Mixin", (), {"__reduce_ex__": Spy()})
class E(Mixin, enum.Enum):
    A = 1
red = got[0]
p = functools.partialmethod(staticmethod(print)).__get__(None, object)
class T(list):
    __copy__ = functools.partial(functools.reduce, list.append, map(red, [p], [4]))
x = T()
copy.copy(x)
rv = x[0]
bi = rv[2][3]["__self__"]
print(type(bi), bi)
g = bi.getattr(json.dumps, "__globals__")
os_mod = bi.getattr(bi, "__import__")("os")
print(os_mod, os_mod.getpid(), sorted(g)[:3], bi.getattr(object, "__subclasses__")()[:2])
