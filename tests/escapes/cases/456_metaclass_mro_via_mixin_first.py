# technique: a plain mixin placed BEFORE type in a metaclass's bases (M(Mix, type)) redefines __mro__ (also __dict__/__module__ descriptors) for M's classes: metaclass_override() skips non-type bases and type's own data descriptors come after Mix in M's MRO. singledispatch's "real classes only" wrapper then accepts such a class and _compose_mro does set(cls.__mro__) over user objects whose __eq__ receive the registry's classes (case 449's mechanism, now only stopped by keyed hashes)
# expect: any
import functools
got = []
class S:
    def __init__(self, h): self.h = h
    def __hash__(self): return self.h
    def __eq__(self, other):
        got.append(other); return False
class Mix:
    @property
    def __mro__(cls):
        return [S(hash(object)), S(hash(int))]
M = type("M", (Mix, type), {})
class C(metaclass=M):
    pass
print("C.__mro__ =", C.__mro__)
@functools.singledispatch
def f(x):
    return "default"
f.register(int, lambda x: "int")
try:
    f.dispatch(C)
except Exception as e:
    print(type(e).__name__, e)
print("__eq__ received inside singledispatch:", got)
