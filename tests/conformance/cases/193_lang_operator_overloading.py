class Vec:
    def __init__(self, *c):
        self.c = c
    def __add__(self, o):
        return Vec(*(a + b for a, b in zip(self.c, o.c)))
    def __radd__(self, o):
        return self if o == 0 else NotImplemented
    def __mul__(self, k):
        return Vec(*(a * k for a in self.c))
    __rmul__ = __mul__
    def __len__(self):
        return len(self.c)
    def __getitem__(self, i):
        return self.c[i]
    def __contains__(self, v):
        return v in self.c
    def __iter__(self):
        return iter(self.c)
    def __bool__(self):
        return any(self.c)
    def __eq__(self, o):
        return isinstance(o, Vec) and self.c == o.c
    def __neg__(self):
        return Vec(*(-a for a in self.c))
    def __repr__(self):
        return f"Vec{self.c}"
    def __call__(self, i):
        return self.c[i] * 10
v = Vec(1, 2) + Vec(3, 4)
[v, 2 * v, v * 3, len(v), v[1], 6 in v, list(v), bool(Vec(0, 0)), sum([Vec(1, 1), Vec(2, 2)]), -v, v(0), v == Vec(4, 6), v[::-1]]
