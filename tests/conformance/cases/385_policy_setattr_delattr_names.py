# setattr/delattr of ordinary and private names on instances, classes and functions, and
# the errors CPython gives for missing names, slots, builtins and frozen dataclasses.
import dataclasses

class Box:
    pass

b = Box()
setattr(b, "width", 3)
setattr(b, "_height", 4)
setattr(b, "_Box__depth", 5)
setattr(b, "with space", 6)
setattr(b, "1digit", 7)
print(sorted(vars(b).items()))
print(b.width * b._height, getattr(b, "with space"), getattr(b, "1digit"))
delattr(b, "_height")
del b.width
print(sorted(vars(b)))
try:
    delattr(b, "_height")
except AttributeError as e:
    print("AttributeError:", e)
setattr(Box, "kind", "box")
setattr(Box, "_registry", [])
Box._registry.append("x")
print(b.kind, Box._registry, "kind" in Box.__dict__)
delattr(Box, "kind")
print(hasattr(b, "kind"))
def area(self):
    return self._Box__depth * 2
setattr(Box, "area", area)
print(b.area(), Box.area.__qualname__)

def fn():
    return 1
setattr(fn, "calls", 0)
fn.calls += 1
setattr(fn, "_private", True)
print(fn.calls, fn._private, sorted(fn.__dict__))
delattr(fn, "calls")
print(sorted(vars(fn)))

class Slotted:
    __slots__ = ("a", "_b")
s = Slotted()
setattr(s, "a", 1)
setattr(s, "_b", 2)
print(s.a, s._b)
try:
    setattr(s, "c", 3)
except AttributeError as e:
    print("AttributeError:", e)
delattr(s, "_b")
try:
    s._b
except AttributeError as e:
    print("AttributeError:", e)
for target, name in ((1, "x"), ("s", "upper"), (len, "x"), (object(), "y")):
    try:
        setattr(target, name, 1)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    setattr(int, "x", 1)
except TypeError as e:
    print("TypeError:", e)

@dataclasses.dataclass(frozen=True)
class P:
    x: int
p = P(1)
try:
    setattr(p, "x", 2)
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    delattr(p, "x")
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
object.__setattr__(p, "x", 9)
print(p)
