# technique: the asdict/astuple/replace wrapper checks dataclasses.fields(), which skips InitVar pseudo-fields; replace() still does getattr(obj, f.name) for InitVar fields (renamed to __getattribute__ on a metaclass-as-dataclass) and passes the value to obj.__class__(**changes)
# expect: any
import dataclasses, json
@dataclasses.dataclass
class D:
    v: dataclasses.InitVar[int] = 0
    def __post_init__(self, v):
        pass
f = D.__dataclass_fields__["v"]
f.name = "__getattribute__"
got = {}
def new(mcls, *a, **kw):
    got.update(kw)
M = type("M", (type,), {"__dataclass_fields__": D.__dataclass_fields__, "__new__": new})
C = type.__new__(M, "C", (), {})
dataclasses.replace(C)
ga = got["__getattribute__"]
print(type(ga), ga)
g = ga(json.dumps, "__globals__")
print(g["codecs"].sys if False else ga(g["codecs"], "sys").modules["os"])
