# technique: a user base's __init_subclass__ (run inside type.__new__, before guard_type_new's post-creation checks) keeps the class that guard_type_new then refuses for defining __slotnames__; the captured class still works, so the guarded object.__reduce_ex__ (captured via enum, case 382) does unchecked PyObject_GetAttr for every listed name: PrettyPrinter._dispatch (real class table, rewired), private stdlib helpers, the harness's _Capture, __getattribute__
# expect: any
import enum, pprint
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
class E(type("Mixin", (), {"__reduce_ex__": Spy()}), enum.Enum):
    A = 1
red = got[0]                                   # object.__reduce_ex__ (guarded: user objects only)
cap = []
class Cap:
    def __init_subclass__(cls, **kw):
        cap.append(cls)                        # runs inside type.__new__, before the checks
try:
    type("P", (Cap, pprint.PrettyPrinter), {"__slotnames__": ["_dispatch", "_format", "_stream", "__getattribute__"]})
except Exception as e:
    print("refused:", type(e).__name__, e)
P = cap[-1]                                    # ...but the refused class is ours anyway
slots = red(P(), 2)[2][1]
d = slots["_dispatch"]
print("PrettyPrinter._dispatch:", type(d).__name__, len(d), list(d.values())[0])
print("_format:", slots["_format"])
print("harness object:", type(slots["_stream"]))
print("__getattribute__:", slots["__getattribute__"])
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<stdlib pprint hijacked by user code>\n")
pprint.pprint([1] * 100)
