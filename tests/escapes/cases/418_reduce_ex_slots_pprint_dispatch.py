# technique: case 412 reopened without __slotnames__: object_getstate_default asks copyreg._slotnames(cls), which recomputes the names from the class's own __dict__['__slots__'] (a dunder_store name user code may assign after the class exists) every time, because caching them as __slotnames__ fails (guard refuses, copyreg swallows it); the guarded object.__reduce_ex__ (captured via enum as in 382) serves a user subclass instance and does an unchecked PyObject_GetAttr for every listed name: private class attributes of stdlib bases (PrettyPrinter._dispatch, the real class-level table, writable -> stdlib pprint rewired), dunders (__getattribute__), plus the harness's _Capture object via the state dict
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
class P(pprint.PrettyPrinter):
    pass
P.__slots__ = ["_dispatch", "_format", "_safe_repr", "__getattribute__", "__init_subclass__"]
state, slots = red(P(), 2)[2]
d = slots["_dispatch"]
print("PrettyPrinter._dispatch (private, stdlib class):", type(d).__name__, len(d))
print("private helper:", list(d.values())[0])
print("_format:", slots["_format"])
print("__getattribute__:", slots["__getattribute__"])
print("harness object from the state:", type(state["_stream"]))
# the real class-level dispatch table: user code rewires the stdlib pprint module
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<hijacked by user code>")
pprint.pprint([1] * 100)
