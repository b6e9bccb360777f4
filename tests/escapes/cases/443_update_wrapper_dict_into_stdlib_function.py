# technique: functools.update_wrapper(json.dumps, w, updated=("__dict__",)) wrote w's attributes (a planted __wrapped__) straight into a stdlib function's __dict__, past the rule that functions existing before the call are read-only
# expect: any
import functools, json
class W:
    pass
w = W()
w.__wrapped__ = print
try:
    functools.update_wrapper(json.dumps, w, assigned=(), updated=("__dict__",))
except SandboxError:
    pass  # the final __wrapped__ assignment was always refused; the dict copy came first
print(json.dumps.__wrapped__)
