# __slots__: no __dict__, AttributeError messages, inheritance, conflicts, __weakref__.
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

p = P(1, 2)
print(p.x + p.y, hasattr(p, "__dict__"), P.__slots__, type(P.x).__name__)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
del p.y
try:
    p.y
except AttributeError as e:
    print("AttributeError:", e)

class P3(P):
    __slots__ = ("z",)
q = P3(1, 2)
q.z = 3
print(q.x, q.y, q.z, hasattr(q, "__dict__"))

class Loose(P):
    pass
l = Loose(1, 2)
l.extra = 9
print(l.__dict__, l.x)
try:
    class Bad:
        __slots__ = ("v",)
        v = 1
except ValueError as e:
    print("ValueError:", e)
class W:
    __slots__ = ("a", "__weakref__", "__dict__")
w = W()
w.a = 1
w.b = 2
print(w.a, w.__dict__, W.__weakref__.__name__)
class S:
    __slots__ = "single"
s = S()
s.single = "one"
print(s.single, S.__slots__)
class Priv:
    __slots__ = ("__secret", "_shown")
    def __init__(self):
        self.__secret = 1
        self._shown = 2
    def get(self):
        return self.__secret
pr = Priv()
print(pr.get(), pr._shown, Priv.__slots__, sorted(k for k in Priv.__dict__ if "secret" in k))
