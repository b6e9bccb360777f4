from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
@dataclass
class Circle:
    center: Point
    r: int
def describe(s):
    match s:
        case Point(x=0, y=0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Circle(Point(x, y), r) if r > 10:
            return f"big circle at {x},{y}"
        case Circle(center=c, r=r):
            return f"circle r={r} c={c}"
        case int() | float() as n:
            return f"number {n}"
        case str(text):
            return f"string {text!r}"
        case _:
            return "unknown"
[describe(v) for v in [Point(0, 0), Point(0, 5), Point(3, 3), Point(1, 2),
                       Circle(Point(1, 1), 20), Circle(Point(2, 2), 1), 7, 2.5, "hi", None]]
