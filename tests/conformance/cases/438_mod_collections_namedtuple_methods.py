# collections.namedtuple: defaults, rename, _asdict/_replace/_fields/_field_defaults/_make,
# subclassing with methods and __slots__ = (), field docs, and errors.
from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
print(p, p.x, p[1], p._asdict(), p._replace(x=10), Point._fields, Point._make((5, 6)))
print(Point.x.__doc__, Point.__doc__, p == (3, 4), p._field_defaults)
Conf = namedtuple("Conf", "host port debug", defaults=[8080, False])
print(Conf("h"), Conf._field_defaults, Conf("h", debug=True))
R = namedtuple("R", ["ok", "def", "ok", "_x"], rename=True)
print(R._fields)
class Vector(namedtuple("Vector", "x y")):
    __slots__ = ()
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __add__(self, o):
        return Vector(self.x + o.x, self.y + o.y)
v = Vector(3, 4) + Vector(1, 1)
print(v, v.norm, hasattr(v, "__dict__"), Vector.__mro__[1].__name__)
try:
    p.x = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print("ValueError:", e)
try:
    p._replace(z=1)
except ValueError as e:
    print("ValueError:", e)
rows = [Point(*t) for t in [(1, 2), (0, 5), (1, 1)]]
print(sorted(rows), max(rows, key=lambda r: r.y), [r._asdict() for r in rows][:1], Point.__module__)
