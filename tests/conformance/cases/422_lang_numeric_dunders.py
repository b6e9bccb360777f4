# Numeric protocol on user classes: arithmetic with reflected operands and NotImplemented,
# in-place operators, __index__, __int__/__float__/__complex__, __round__, math.floor/
# ceil/trunc hooks, __abs__/__neg__, 3-argument pow and __matmul__.
import math, operator
class Vec:
    def __init__(self, *c):
        self.c = tuple(c)
    def __repr__(self):
        return "Vec%s" % (self.c,)
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(*(a + b for a, b in zip(self.c, o.c)))
        if isinstance(o, (int, float)):
            return Vec(*(a + o for a in self.c))
        return NotImplemented
    __radd__ = __add__
    def __mul__(self, k):
        return Vec(*(a * k for a in self.c)) if isinstance(k, (int, float)) else NotImplemented
    def __rmul__(self, k):
        return self * k
    def __matmul__(self, o):
        return sum(a * b for a, b in zip(self.c, o.c))
    def __neg__(self):
        return self * -1
    def __abs__(self):
        return math.hypot(*self.c)
    def __iadd__(self, o):
        self.c = (self + o).c
        return self
    def __eq__(self, o):
        return isinstance(o, Vec) and self.c == o.c
    __hash__ = None
v, w = Vec(1, 2), Vec(3, 4)
print(v + w, v + 1, 1 + v, 2 * v, v * 2, v @ w, -v, abs(w), sum([v, w], Vec(0, 0)))
u = v
u += w
print(v, u is v, v == Vec(4, 6), v != w)
try:
    v * "x"
except TypeError as e:
    print("TypeError:", e)
try:
    {v}
except TypeError as e:
    print("TypeError:", e)
class Idx:
    def __index__(self):
        return 2
class Num:
    def __int__(self): return 7
    def __float__(self): return 7.5
    def __complex__(self): return 1j
    def __round__(self, n=None): return "rounded %s" % n
    def __trunc__(self): return 6
    def __floor__(self): return 5
    def __ceil__(self): return 8
    def __pow__(self, e, mod=None): return ("pow", e, mod)
    def __rpow__(self, b): return ("rpow", b)
i, n = Idx(), Num()
print([10, 20, 30][i], "abc"[i:], hex(i), range(10)[i], bin(i), operator.index(i))
print(int(n), float(n), complex(n), round(n), round(n, 2), math.trunc(n), math.floor(n), math.ceil(n))
print(pow(n, 2), pow(n, 2, 5), n ** 3, 2 ** n)
print(1 / 3, 2 ** -1, 7 // -2, -7 % 3, divmod(7.5, 2), round(2.5), round(3.5), round(-0.5), 0.1 + 0.2)
