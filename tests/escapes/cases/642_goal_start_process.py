# technique: start a process that writes MARKER_PATH: os.system, os.posix_spawn, os.fork, a thread, and _posixsubprocess.fork_exec loaded through _find_and_load (subprocess's C half raises no audit event, so only the kernel is left)
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
load = sys.modules["_frozen_importlib"]._find_and_load
argv = [b"/bin/sh", b"-c", b"touch MARKER_PATH; sleep 30"]

def fork_exec():
    fe = load("_posixsubprocess", bi["__import__"]).fork_exec
    args = [argv, [argv[0]], False, (), None, None, -1, -1, -1, -1, -1, -1, -1, -1,
            False, True, -1, None, None, None, -1, None]
    try:
        return fe(*args, True)      # 3.11 with allow_vfork
    except TypeError:
        return fe(*args)

attempts = [
    lambda: os.system("touch MARKER_PATH"),
    lambda: os.posix_spawn(argv[0], argv, {}),
    lambda: os.fork(),
    lambda: sys.modules["_thread"].start_new_thread(os.system, ("touch MARKER_PATH",)),
    fork_exec,
]
outcomes = []
for attempt in attempts:
    try:
        outcomes.append(repr(attempt()))
    except Exception as e:
        outcomes.append("%s: %s" % (type(e).__name__, e))
outcomes
