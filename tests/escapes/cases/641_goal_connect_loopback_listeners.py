# technique: _socket loaded through importlib._bootstrap._find_and_load (no import audit event), then connect to the driver's TCP listener on 127.0.0.1:LISTENER_PORT and its Unix socket LISTENER_PATH: socket(), socket(fileno=) on inherited fds, and last socketpair()
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
sock = sys.modules["_frozen_importlib"]._find_and_load("_socket", bi["__import__"])

def tcp(s):
    s.connect(("127.0.0.1", LISTENER_PORT))
    return s

def unix(s):
    s.connect("LISTENER_PATH")
    return s

attempts = [
    lambda: tcp(sock.socket(sock.AF_INET, sock.SOCK_STREAM)),
    lambda: unix(sock.socket(sock.AF_UNIX, sock.SOCK_STREAM)),
    lambda: tcp(sock.socket(sock.AF_INET, sock.SOCK_STREAM, 0, 0)),
    lambda: unix(sock.socket(fileno=3)),
    lambda: sock.getaddrinfo("127.0.0.1", LISTENER_PORT),
]
outcomes = []
for attempt in attempts:
    try:
        outcomes.append(repr(attempt()))
    except Exception as e:
        outcomes.append("%s: %s" % (type(e).__name__, e))
print(outcomes)
a, b = sock.socketpair(sock.AF_UNIX, sock.SOCK_STREAM)
unix(sock.socket(fileno=a.detach()))
