# technique: dataclass(slots=True): _add_slots re-creates the class with type(cls)(name, bases, dict(cls.__dict__)) BEFORE the _process_class wrapper's finally guards the methods; a class attribute's __set_name__ (also __init_subclass__/metaclass) sees owner.__eq__ = the raw generated __eq__, which runs on any objects and reads b._dispatch (real PrettyPrinter._dispatch) into a Spy
# expect: any
import dataclasses, pprint
RAW = []
class Grab:
    def __set_name__(self, owner, name):
        RAW.append(owner.__eq__)
@dataclasses.dataclass(slots=True)
class C:
    _dispatch: int = 0
    g = Grab()
print(len(RAW), RAW)
got = []
class Spy:
    def __eq__(s, o):
        got.append(o)
        return False
    __hash__ = None
class P(pprint.PrettyPrinter):
    pass
a, b = P(), P()
a._dispatch = Spy()
for f in RAW:
    try:
        f(a, b)
    except Exception as e:
        print("call:", type(e).__name__, e)
print([type(x).__name__ for x in got])
d = got[0]
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<stdlib pprint hijacked by user code>\n")
pprint.pprint([1] * 100)
