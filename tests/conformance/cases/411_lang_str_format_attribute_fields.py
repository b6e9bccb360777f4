# str.format with attribute and index fields on user objects, format_map with a
# __missing__ dict, string.Formatter, and user __format__.
import string
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
class Shape:
    def __init__(self):
        self.name = "tri"
        self.corners = [Point(0, 0), Point(3, 0), Point(0, 4)]
        self.meta = {"color": "red"}
s = Shape()
print("{0.name} has {0.corners[1].x}/{0.corners[2].y}".format(s))
print("{s.name}: {s.meta[color]} {s.corners[0].__class__.__name__}".format(s=s))
print("{0!r:>8}|{1!s:<5}|{0.__class__.__name__}".format(s.name, 3))
class Default(dict):
    def __missing__(self, key):
        return "<%s>" % key
print("{user} owes {amount:.2f} to {bank}".format_map(Default(user="bo", amount=3)))
f = string.Formatter()
print(f.format("{0}-{x}", 1, x=2), list(f.parse("a{b!r:>3}c")))
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        if spec == "short":
            return "$%d" % (self.cents // 100)
        return format(self.cents / 100, spec or ".2f")
m = Money(12345)
print("{0} {0:short} {0:,.1f}".format(m), f"{m:short}")
try:
    "{0.missing}".format(s)
except AttributeError as e:
    print("AttributeError:", e)
try:
    "{0[5]}".format([1])
except IndexError as e:
    print("IndexError:", e)
try:
    "{} {1}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
print("%s has %d corners, %r" % (s.name, len(s.corners), s.meta), "%(a)s-%(b)05.1f" % {"a": 1, "b": 2.25})
