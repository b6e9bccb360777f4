# technique: with the real os (450's match-ref shadow), os.write a complete RESULT frame to the worker socket (fd 3) before the harness answers: the supervisor returns a forged success for code that raised
# expect: any
import json, struct
class AnyInstance(type):
    def __instancecheck__(cls, obj):
        return True
Peek = AnyInstance("Peek", (), {"__match_args__": ("__globals__",)})
class __safepy_match_ref__:
    def __init__(self, thunk):
        self.cls = thunk()
match json.dumps:
    case Peek(g):
        pass
os_mod = g["__builtins__"]["__import__"]("os")
body = json.dumps({"result": "FORGED-by-user-code", "result_type": "str", "logs": "",
                   "logs_truncated": False, "error": None}).encode()
os_mod.write(3, struct.pack(">IB", len(body) + 1, 3) + body)
raise ValueError("the real outcome is this error")
