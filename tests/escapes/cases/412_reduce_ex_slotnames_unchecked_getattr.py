# technique: guarded object.__reduce_ex__ (captured as in case 382) serves any user object, but for protocol >= 2 CPython's object_getstate_default does PyObject_GetAttr(obj, name) for every name in type(obj).__dict__['__slotnames__'], a list the user class sets itself (type() namespace): an unchecked getattr of any name (private, dunder) on a user subclass instance, reading a stdlib base class's private attributes (PrettyPrinter._dispatch -> the real private _pprint_* helpers) and dunders (__getattribute__) that the AST/getattr checks refuse; the _dispatch dict read this way is the real class-level table, so user code also rewires stdlib pprint
# expect: any
import enum, pprint
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
P = type("P", (pprint.PrettyPrinter,), {"__slotnames__": ["_dispatch", "_format", "_safe_repr", "__getattribute__"]})
slots = red(P(), 2)[2][1]
d = slots["_dispatch"]
print("PrettyPrinter._dispatch:", type(d), len(d))
print("private helper:", list(d.values())[0])
print("_format:", slots["_format"])
print("__getattribute__:", slots["__getattribute__"])
# the dict is PrettyPrinter's real class-level table: user code now rewires stdlib pprint
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<hijacked by user code>")
pprint.pprint([1] * 100)
