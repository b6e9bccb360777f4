# technique: a metaclass __prepare__ namespace pre-binds __safepy_match_ref__; inside the class body LOAD_NAME finds it before builtins, so the match rewriter's checked class is replaced and MATCH_CLASS reads __globals__ (no def/class named after the helper needed)
# expect: any
import json
class AnyInstance(type):
    def __instancecheck__(cls, obj):
        return True
Peek = AnyInstance("Peek", (), {"__match_args__": ("__globals__",)})
class Ref:
    def __init__(self, thunk):
        self.cls = thunk()
class M(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return {"__safepy_match_ref__": Ref}
out = []
class C(metaclass=M):
    match json.dumps:
        case Peek(g):
            out.append(g)
print(type(out[0]), out[0]["__builtins__"]["__import__"]("os").getpid())
