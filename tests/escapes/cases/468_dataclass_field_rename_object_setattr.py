# technique: the write-once Field (wrappers._write_once_fields) guards only Field.__setattr__; object.__setattr__(F, "name", ...) (or the real slot: Field.__mro__[1].name.__set__) renames a Field mid-dataclass() (case 466's descriptor), the injected f-string passes _check_generated (private on self), and a subclass with PrettyPrinter first makes the generated __repr__ read the real PrettyPrinter._dispatch
# expect: any
import dataclasses, pprint
R = []
INJ = "a:{R.append(self._dispatch)}"
F = dataclasses.field(default=0)
class Rename:
    def __get__(self, obj, owner=None):
        object.__setattr__(F, "name", INJ)     # Field.__setattr__ (write-once) bypassed
        return 0
@dataclasses.dataclass(init=False, repr=True, eq=False)
class C:
    a: int = F
    b: int = Rename()
print("field renamed to:", F.name)
class D(pprint.PrettyPrinter, C):               # self._dispatch is PrettyPrinter's class table
    pass
try:
    repr(D())
except Exception as e:
    print("after the read:", type(e).__name__, e)
d = R[0]
print("PrettyPrinter._dispatch:", type(d).__name__, len(d))
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<stdlib pprint hijacked by user code>\n")
pprint.pprint([1] * 100)
