# technique: functools.update_wrapper(wrapper, wrapped, assigned=('__globals__',)) does the getattr/setattr for us
# expect: any
import functools
import json
class Box:
    pass
box = functools.update_wrapper(Box(), json.dumps, assigned=("__globals__",), updated=())
g = vars(box)["__globals__"]
os_mod = g["__builtins__"]["__import__"]("os")
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
