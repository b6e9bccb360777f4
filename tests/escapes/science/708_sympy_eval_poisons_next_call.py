# technique: through sympify's eval (the real builtins and sys), poison what the next science call uses: rebind int and __import__ in the real builtins, json.dumps, numpy.arange, numpy.ndarray.sum's module, sys.modules["numpy"] and the science module's converter, so that a next call in the science template computing int(json.dumps(int(np.arange(7).sum() * 2))) gets something other than 42; the worker is a fresh fork each call, so nothing may survive
# expect: any
import numpy as np
import sympy

sys = sympy.sympify('__import__("sys")')
bi = sys.modules["builtins"]
poisoned = lambda *a, **k: 0
for name in ("int", "len", "print"):
    setattr(bi, name, poisoned)
sys.modules["json"].dumps = poisoned
real_np = sys.modules["numpy"]
real_np.arange = poisoned
real_np.sum = poisoned
sys.modules["numpy"] = sys.modules["json"]
sci = sys.modules.get("_safepy_science")
if sci is not None:
    sci._convert = poisoned
    sci._np = None
"poisoned"
