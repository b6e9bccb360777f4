# __eq__ without __hash__ makes instances unhashable; explicit __hash__, frozen
# dataclasses and namedtuples work as dict keys and set members.
import dataclasses, collections
class OnlyEq:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, OnlyEq) and o.v == self.v
print(OnlyEq.__hash__)
try:
    {OnlyEq(1)}
except TypeError as e:
    print("TypeError:", e)
class Key:
    def __init__(self, a, b): self.a, self.b = a, b
    def __eq__(self, o): return (self.a, self.b) == (o.a, o.b)
    def __hash__(self): return hash((self.a, self.b))
    def __repr__(self): return "Key(%r, %r)" % (self.a, self.b)
d = {Key(1, 2): "x"}
print(d[Key(1, 2)], Key(1, 2) in d, len({Key(1, 2), Key(1, 2), Key(2, 1)}))
@dataclasses.dataclass(frozen=True)
class Coord:
    lat: float
    lon: float
@dataclasses.dataclass
class Mutable:
    v: int
print(len({Coord(1.0, 2.0), Coord(1.0, 2.0)}), Mutable.__hash__)
try:
    hash(Mutable(1))
except TypeError as e:
    print("TypeError:", e)
P = collections.namedtuple("P", "a b")
print({P(1, 2): 1}[P(1, 2)], P(1, 2) == (1, 2), hash(P(1, 2)) == hash((1, 2)))
class Inherit(Key):
    pass
print(hash(Inherit(1, 2)) == hash(Key(1, 2)), Inherit(1, 2) == Key(1, 2))
class Sub(Key):
    def __eq__(self, o): return False
print(Sub.__hash__)
print(sorted({(1, "a"), (0, "b")}), frozenset([3, 1, 2]) == {1, 2, 3}, hash(frozenset()) == hash(frozenset()))
