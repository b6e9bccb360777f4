from collections import namedtuple
Point = namedtuple("Point", "x y")
Point(1, 2)
