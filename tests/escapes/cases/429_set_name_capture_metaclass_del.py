# technique: a descriptor's __set_name__ (run inside type.__new__, before guard_type_new's post-creation checks) keeps classes the guard refuses: a metaclass redefining __getattribute__ (then used to build classes: guard_type_new only re-checks custom_mro(meta), not metaclass_override(meta)) and a class whose __del__ is a C callable (functools.partial), which then runs as a finalizer
# expect: any
import functools
cap = []
class Hook:
    def __set_name__(self, owner, name):
        cap.append(owner)
def leak(name, bases, ns):
    ns = dict(ns)
    ns["h"] = Hook()
    try:
        type(name, bases, ns)
    except Exception as e:
        print("refused:", e)
    return cap.pop()
M = leak("M", (type,), {"__getattribute__": lambda cls, n: "LIE:" + n})
C = M("C", (), {})                       # a class whose metaclass answers __mro__/__module__/__dict__
print(type(C).__name__, C.__name__, C.__mro__, C.__module__)
G = leak("G", (), {"__del__": functools.partial(print, "C-level __del__ ran as a finalizer")})
g = G()
del g
