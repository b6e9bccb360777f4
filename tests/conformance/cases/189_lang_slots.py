class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
class Q(P):
    __slots__ = ("z",)
q = Q(1, 2)
q.z = 3
[p.x, p.y, q.z]
