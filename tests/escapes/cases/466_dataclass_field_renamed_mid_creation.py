# technique: a Field renamed by a descriptor's __get__ while dataclass() runs (after its names were checked): any text the generated-code check accepts would be compiled; field names are write-once
# expect: any
import dataclasses, pprint
R = []
INJ = "a:{R.append(self._dispatch)}"      # valid both as f-string literal text and inside {self.<name>!r}
F = dataclasses.field(default=0)
class Rename:
    def __get__(self, obj, owner=None):
        F.name = INJ                        # F was checked as 'a' a moment ago
        return 0
@dataclasses.dataclass(init=False, repr=True, eq=False)
class C:
    a: int = F
    b: int = Rename()
pp = pprint.PrettyPrinter()                 # a stdlib object, not the user's
try:
    C.__repr__(pp)                          # self is the stdlib object
except AttributeError as e:
    print("after the read:", e)
d = R[0]
print("PrettyPrinter._dispatch of a stdlib instance:", type(d).__name__, len(d))
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<stdlib pprint hijacked by user code>\n")
pprint.pprint([1] * 100)
