# technique: _guard_methods only wraps generated methods whose co_filename is "<string>", but dataclasses wraps the generated __repr__ in reprlib's _recursive_repr (co_filename reprlib.py), so C.__repr__ runs on ANY object; a field renamed mid-creation (case 445's descriptor) to "a:{R.append(self._dispatch)}" passes _check_generated (JoinedStr/FormattedValue/Call allowed, private names allowed on `self`) and the repr reads a private attribute of a stdlib object raw and hands the object over
# expect: TypeError: needs a C instance
# test_hook: inner-layers
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
