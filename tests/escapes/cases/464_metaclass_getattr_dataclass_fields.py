# technique: case 444's door reopened: meta_key_refused only judges a metaclass's dict KEYS (no "__dataclass_*"), so a metaclass __getattr__ answers getattr(B, "__dataclass_fields__"/"__dataclass_params__") for a base; wrappers._check reads only real dicts and never sees those fields, so a real Field renamed afterwards (here to "_dispatch") is inherited unchecked and the generated __eq__ reads self._dispatch -> the real PrettyPrinter._dispatch table
# expect: any
import dataclasses, pprint
@dataclasses.dataclass
class Real:
    zz: int = 0
f = dataclasses.fields(Real)[0]
params = Real.__dataclass_params__
def ga(cls, n):
    if n == "__dataclass_fields__":
        return {"zz": f}
    if n == "__dataclass_params__":
        return params
    raise AttributeError(n)
Meta = type("Meta", (type,), {"__getattr__": ga})
class B(metaclass=Meta):
    pass
print("B looks like a dataclass:", dataclasses.is_dataclass(B), list(B.__dataclass_fields__))
f.name = "_dispatch"                 # after every check; any text the generated-code check accepts
@dataclasses.dataclass(init=False, repr=False)
class C(pprint.PrettyPrinter, B):
    pass
got = []
class Spy:
    def __eq__(s, o):
        got.append(o)
        return False
    __hash__ = None
a, b = C(), C()
b._dispatch = Spy()
a == b                               # (self._dispatch,)==(other._dispatch,)
print("PrettyPrinter._dispatch:", type(got[0]).__name__, len(got[0]))
