# technique: a dataclass inherits a private field name (_dispatch) from a user dataclass base while a stdlib base (PrettyPrinter) comes first in the MRO; the generated __eq__ reads self._dispatch raw (_check_generated lets private names through on self/other, _private_fields_ok only checks the class's OWN annotations), so the real PrettyPrinter._dispatch class table reaches a Spy's reflected __eq__ -> stdlib pprint rewired
# expect: any
import dataclasses, pprint
@dataclasses.dataclass
class B:
    _dispatch: int                       # a user class: the private name is fine here
@dataclasses.dataclass(init=False, repr=False)
class C(pprint.PrettyPrinter, B):        # MRO C, PrettyPrinter, B: self._dispatch is PrettyPrinter's
    pass
got = []
class Spy:
    def __eq__(s, o):
        got.append(o)
        return False
    __hash__ = None
a, b = C(), C()
b._dispatch = Spy()                      # instance attribute of the user's object
a == b                                   # generated: (self._dispatch,)==(other._dispatch,)
d = got[0]
try:
    a._dispatch
except Exception as e:
    print("direct read:", type(e).__name__, e)
print("PrettyPrinter._dispatch (real class table):", type(d).__name__, len(d), list(d.values())[0])
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<stdlib pprint hijacked by user code>\n")
pprint.pprint([1] * 100)
