# technique: copy.copy of a hand-built typing._GenericAlias(name='__builtins__'): its __reduce__ returns (operator.getitem, (globals()[self._name], arg)) with typing's own module globals, so copy._reconstruct hands back any value of typing's real builtins dict (getattr, __import__, open, eval)
# expect: any
import copy, typing, json
GA = type(typing.List[int])                       # typing._GenericAlias (constructible)
def real_builtin(name):
    # GA.__reduce__ returns (operator.getitem, (globals()[self._name], arg)): globals() is
    # typing's module dict; _name '__builtins__' picks typing's real builtins dict.
    return copy.copy(GA(list, (name,), name="__builtins__"))
ga, imp, rv = real_builtin("getattr"), real_builtin("__import__"), real_builtin("vars")
print(ga, imp, real_builtin("open"), real_builtin("eval"))
os_mod, sys_mod = imp("os"), imp("sys")
g = ga(json.dumps, "__globals__")
print(os_mod, os_mod.getpid(), sys_mod, sorted(k for k in sys_mod.modules if "safepy" in k))
print(sorted(g)[:5], type(g["__builtins__"]))
h = sys_mod.modules["_safepy_harness"]
print(sorted(rv(h))[:8])
print(ga(object, "__subclasses__")()[:3])
