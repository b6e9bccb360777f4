# technique: signal the supervisor (the worker's parent) and its other children: os.kill, os.killpg, kill(-1), then a pidfd for the parent and _signal.pidfd_send_signal (no audit event)
# expect: any
import copy, json

class A:
    def m(self):
        pass

MethodType = type(A().m)

def peek(obj, name):
    def f():
        pass
    f.__name__ = name
    return copy.copy(MethodType(f, obj))

bi = peek(json.dumps, "__globals__")["__builtins__"]
sys = bi["__import__"]("sys")
os = sys.modules["os"]
sig = sys.modules["_frozen_importlib"]._find_and_load("_signal", bi["__import__"])
parent = os.getppid()
attempts = [
    lambda: os.kill(parent, 9),
    lambda: os.kill(parent + 1, 9),
    lambda: os.killpg(0, 9),
    lambda: os.kill(-1, 9),
]
outcomes = []
for attempt in attempts:
    try:
        outcomes.append(repr(attempt()))
    except Exception as e:
        outcomes.append("%s: %s" % (type(e).__name__, e))
print(parent, outcomes)
sig.pidfd_send_signal(os.pidfd_open(parent), 9)
