# technique: a descriptor's __get__ (run by dataclasses._get_field inside dataclass(), after _check) deletes a not-yet-visited key of the class's own __annotations__ and adds one (same size: 3.11 iteration goes on) named "a:{R.append(self._dispatch)}": a NEW Field gets that name (write-once is moot), _check_generated accepts it (private attr on self), and the guard's private-field list (_private_fields_of: keys starting with "_") misses it, so a subclass with PrettyPrinter first reads the real PrettyPrinter._dispatch
# expect: any
import dataclasses, pprint
R = []
INJ = "a:{R.append(self._dispatch)}"
class Trig:
    def __get__(self, obj, owner=None):
        if owner is not None:
            ann = owner.__annotations__
            if "c" in ann and INJ not in ann:
                del ann["c"]
                ann[INJ] = int
        return 0
@dataclasses.dataclass(init=False, repr=True, eq=False)
class C:
    a: int = 0
    b: int = Trig()
    c: int = 0
print(list(C.__dataclass_fields__))
class D(pprint.PrettyPrinter, C):
    pass
try:
    repr(D())
except Exception as e:
    print("after:", type(e).__name__, e)
d = R[0]
print("PrettyPrinter._dispatch:", type(d).__name__, len(d))
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<stdlib pprint hijacked by user code>\n")
pprint.pprint([1] * 100)
