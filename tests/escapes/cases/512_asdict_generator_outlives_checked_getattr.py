# technique: dataclasses.asdict hands a generator made inside _asdict_inner to a user list subclass (type(obj)(genexpr)); the wrapper's checked getattr is swapped into dataclasses' globals only for the call (_checked_getattr_in), so the generator resumed after asdict returns reads field values with the REAL getattr: a private field name that resolves to a stdlib base's class attribute (no _fields_checked for objects added later) returns PrettyPrinter._safe_repr bound to a user object, which pget refuses
# expect: any
import dataclasses, pprint
kept = []
class L(list):
    def __init__(self, gen=()):
        kept.append(gen)              # the generator dataclasses made inside asdict()
@dataclasses.dataclass
class D:
    _safe_repr: int                   # a user class: the private field name is fine here; no default
class E(D, pprint.PrettyPrinter):     # no dataclass(): E._safe_repr resolves to PrettyPrinter's
    pass
e = E.__new__(E)
try:
    e._safe_repr
except Exception as ex:
    print("direct read refused:", ex)
holder = L()
holder.append(0)
@dataclasses.dataclass
class Top:
    items: list
dataclasses.asdict(Top(holder))       # getattr is the checked one only during this call
holder.append(e)                      # added after the call: only the resumed generator reads it
g = kept[-1]
next(g)
got = next(g)                         # dataclasses._asdict_inner: getattr(e, "_safe_repr") with the real getattr
m = got["_safe_repr"]
print("got a stdlib private helper:", type(m).__name__, m.__qualname__)
