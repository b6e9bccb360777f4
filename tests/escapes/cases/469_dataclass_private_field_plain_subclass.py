# technique: case 462 without a second @dataclass: the private-field check runs only when dataclass() processes a class, but a PLAIN subclass C(PrettyPrinter, B) inherits B's generated __eq__, which reads self._dispatch raw on C instances (real instances of B: the guard passes); C's MRO puts PrettyPrinter._dispatch first
# expect: any
import dataclasses, pprint
@dataclasses.dataclass
class B:
    _dispatch: int = 0                   # a user class: the private name is fine here
class C(pprint.PrettyPrinter, B):        # no dataclass(): nothing re-checks B's field names
    pass
got = []
class Spy:
    def __eq__(s, o):
        got.append(o)
        return False
    __hash__ = None
a, b = C(), C()
b._dispatch = Spy()                      # instance attribute of the user's object
a == b                                   # B.__eq__: (self._dispatch,)==(other._dispatch,)
d = got[0]
print("PrettyPrinter._dispatch (real class table):", type(d).__name__, len(d))
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<stdlib pprint hijacked by user code>\n")
pprint.pprint([1] * 100)
