# technique: a dataclass field named gi_frame read on a user generator gives a frame and its builtins
# expect: any
# generator frame via gi_frame, then f_back while running -> caller frames
import dataclasses
@dataclasses.dataclass
class P:
    gi_frame: object
leak = []
class Catch:
    def __eq__(self, other):
        leak.append(other); return True
    __hash__ = None
def gen():
    yield 1
g = gen()
Fake = type("Fake", (), {"gi_frame": Catch(), "__class__": property(lambda s: type(g))})
P.__eq__(g, Fake())
fr = leak[0]
@dataclasses.dataclass
class Q:
    f_builtins: object
Fake2 = type("Fake2", (), {"f_builtins": Catch(), "__class__": property(lambda s: type(fr))})
Q.__eq__(fr, Fake2())
b = leak[1]
# user frames' builtins = the harness's curated dict; it is shared and mutable
(type(fr).__name__, sorted(k for k in b if k.startswith("__safepy")), b is not None)
