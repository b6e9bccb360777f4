# Structural pattern matching: dataclass __match_args__, custom __match_args__, keyword
# patterns, guards, OR/AS patterns, sequences with *rest, mappings with **rest, builtins.
from dataclasses import dataclass
import enum

@dataclass
class Point:
    x: float
    y: float
@dataclass
class Circle:
    center: Point
    r: float
class Rect:
    __match_args__ = ("w", "h")
    def __init__(self, w, h):
        self.w, self.h = w, h
class Color(enum.Enum):
    RED = 1
    BLUE = 2

def area(shape):
    match shape:
        case Circle(Point(0, 0), r):
            return "centered circle r=%s" % r
        case Circle(center=Point(x=x), r=r) if r > 10:
            return "big circle at x=%s" % x
        case Circle(_, r):
            return "circle %s" % r
        case Rect(w, h) if w == h:
            return "square %s" % w
        case Rect(w=w, h=h):
            return "rect %sx%s" % (w, h)
        case Point(x=0 | 0.0, y=y) as p:
            return "on y axis %s %r" % (y, p)
        case [Point() as a, Point() as b, *rest]:
            return "polyline %d" % (2 + len(rest))
        case {"type": "line", "points": [_, _] as pts, **extra}:
            return "line %d extra=%s" % (len(pts), sorted(extra))
        case Color.RED:
            return "red"
        case int(n) | float(n) if n < 0:
            return "negative"
        case str() as s:
            return "text " + s
        case (1, 2) | [3, 4]:
            return "pair"
        case _:
            return "unknown " + type(shape).__name__
tests = [Circle(Point(0, 0), 2), Circle(Point(5, 1), 11), Circle(Point(1, 1), 1), Rect(3, 3),
         Rect(2, 5), Point(0, 7), [Point(1, 1), Point(2, 2), Point(3, 3)],
         {"type": "line", "points": [1, 2], "w": 1, "c": 2}, Color.RED, Color.BLUE, -3, -2.5,
         "hi", (1, 2), [3, 4], (5, 6), None]
for t in tests:
    print(area(t))
print(Point.__match_args__, Circle.__match_args__)
class Bad:
    __match_args__ = ("a",)
try:
    match Bad():
        case Bad(x):
            pass
except AttributeError as e:
    print("AttributeError:", e)
try:
    match Rect(1, 2):
        case Rect(1, 2, 3):
            pass
except TypeError as e:
    print("TypeError:", e)
