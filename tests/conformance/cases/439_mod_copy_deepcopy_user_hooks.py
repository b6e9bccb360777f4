# copy/deepcopy of user classes: __copy__, __deepcopy__(memo), __reduce__,
# __getstate__/__setstate__, slots, cycles and shared references keeping identity.
import copy

class Node:
    def __init__(self, name):
        self.name = name
        self.links = []
a, b = Node("a"), Node("b")
a.links.append(b)
b.links.append(a)
a.links.append(b)
c = copy.deepcopy(a)
print(c.name, c.links[0].name, c.links[0].links[0] is c, c.links[0] is c.links[1], c is not a)
class Config:
    def __init__(self, data):
        self.data = data
        self.copies = 0
    def __copy__(self):
        new = Config(self.data)
        new.copies = self.copies + 1
        return new
    def __deepcopy__(self, memo):
        print("deepcopy with memo", type(memo).__name__)
        new = Config(copy.deepcopy(self.data, memo))
        new.copies = -1
        return new
cfg = Config({"k": [1, 2]})
s = copy.copy(cfg)
d = copy.deepcopy(cfg)
print(s.copies, s.data is cfg.data, d.copies, d.data == cfg.data, d.data is cfg.data)
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __reduce__(self):
        return (Point, (self.x, self.y))
    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)
print(copy.copy(Point(1, [2])), copy.deepcopy([Point(1, 2)] * 2))
class Conn:
    def __init__(self, host):
        self.host = host
        self.socket = "open-socket"
    def __getstate__(self):
        state = self.__dict__.copy()
        del state["socket"]
        return state
    def __setstate__(self, state):
        self.__dict__.update(state)
        self.socket = "reconnected"
cc = copy.deepcopy(Conn("db"))
print(cc.host, cc.socket)
class S:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [1]
        self.b = "x"
s2 = copy.deepcopy(S())
print(s2.a, s2.b)
class Tree:
    def __init__(self, v, kids=()):
        self.v, self.kids = v, list(kids)
t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
t2 = copy.deepcopy(t)
t2.kids[1].kids[0].v = 40
print(t.kids[1].kids[0].v, t2.kids[1].kids[0].v)
shared = [1, 2]
pair = copy.deepcopy((shared, shared, {"s": shared}))
print(pair[0] is pair[1], pair[2]["s"] is pair[0], pair[0] is shared)
class Counter:
    def __init__(self):
        self.n = 0
    def __reduce_ex__(self, proto):
        return (Counter._rebuild, (self.n + 100,))
    @staticmethod
    def _rebuild(n):
        c = Counter()
        c.n = n
        return c
print(copy.copy(Counter()).n)
