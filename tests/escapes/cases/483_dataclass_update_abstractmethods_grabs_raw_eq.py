# technique: no slots needed: abc.update_abstractmethods(cls), run by _process_class after the generated methods are installed but before the wrapper's finally guards them, does getattr(cls, name) for each abstract name of a base: a class-attribute descriptor's __get__ then reads owner.__eq__ = the raw generated __eq__ (any self/other, raw private reads)
# expect: any
import dataclasses, pprint, abc
RAW = []
class Base(abc.ABC):
    @abc.abstractmethod
    def m(self): ...
class Grab:
    def __get__(self, obj, owner=None):
        if owner is not None:
            RAW.append(owner.__eq__)
        return 0
@dataclasses.dataclass
class C(Base):
    _dispatch: int = 0
    m = Grab()
print(RAW)
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
