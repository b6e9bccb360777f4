# technique: class-body __slots__ is a user iterable: type() iterates it once at creation (sees nothing), copyreg._slotnames iterates it again at reduce time (sees '_dispatch', '__getattribute__'); the guarded object.__reduce_ex__ (captured via enum, case 382) then reads them unchecked from the user instance (variant of 425 that survives a fix which only freezes lists)
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
red = got[0]
class Names:
    n = 0
    def __iter__(self):
        Names.n += 1
        return iter([] if Names.n == 1 else ["_dispatch", "__getattribute__"])
class P(pprint.PrettyPrinter):
    __slots__ = Names()
slots = red(P(), 2)[2][1]
print("_dispatch:", type(slots["_dispatch"]).__name__, len(slots["_dispatch"]))
print("__getattribute__:", slots["__getattribute__"])
