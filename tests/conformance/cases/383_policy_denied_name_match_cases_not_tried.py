# match: a case mentioning a denied attribute that is never tried (an earlier case
# matched) or whose body never runs refuses nothing.
from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int

def describe(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=x, y=0):
            return "on x axis at %d" % x
        case Point():
            return "point"
        case object(__code__=code):
            return code
        case _:
            return p.__class__.__globals__

print(describe(Point(0, 0)), describe(Point(3, 0)), describe(Point(1, 2)))

def kind(cmd):
    match cmd.split():
        case ["go", direction]:
            return "go " + direction
        case ["look"]:
            return "look"
        case ["debug"]:
            return kind.__code__.co_name
        case _:
            return "unknown"
print([kind(c) for c in ("go north", "look", "dance")])
