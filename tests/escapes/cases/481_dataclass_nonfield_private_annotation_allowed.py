# technique: case 474 reopened: a plain (non-dataclass) base's private ANNOTATION (_dispatch) puts the name in _GEN_PRIVATES (allowed in generated text on self) but not in __dataclass_fields__, so the guard's _private_fields_of() never checks it for subclasses; an injected field name (annotations mutated mid-iteration) reads self._dispatch on a PrettyPrinter-first subclass
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
class A:
    _dispatch: int
@dataclasses.dataclass(init=False, repr=True, eq=False)
class C(A):
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
