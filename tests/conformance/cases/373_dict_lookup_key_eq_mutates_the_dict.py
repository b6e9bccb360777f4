# A key's __eq__ that changes the dict being searched: CPython restarts the lookup, and so
# does the sandbox now (it refused every such lookup for a while: an lru_cache whose
# argument's __eq__ calls the cached function inserted into the cache's own dict).
# Refused are only the changes CPython 3.11 cannot restart from safely (tests/escapes
# 620-625, 630).
import functools


@functools.lru_cache(maxsize=None)
def norm(x):
    if isinstance(x, tuple):
        return tuple(sorted(x))
    return norm(tuple(x.parts))


class Expr:
    def __init__(self, *parts):
        self.parts = parts

    def __hash__(self):
        return hash(frozenset(self.parts))

    def __eq__(self, o):
        return isinstance(o, Expr) and norm(tuple(self.parts)) == norm(tuple(o.parts))


print(norm(Expr(1, 2)), norm(Expr(2, 1)))


class Noisy:
    def __init__(self, v, d):
        self.v, self.d = v, d

    def __hash__(self):
        return 7

    def __eq__(self, o):
        self.d["seen%d" % len(self.d)] = 1      # grows the dict being searched
        return isinstance(o, Noisy) and o.v == self.v


d = {}
a = Noisy(1, d)
d[a] = "a"
d[Noisy(2, d)] = "b"
print(sorted(k if isinstance(k, str) else k.v for k in d))
print(d.get(Noisy(1, d)), Noisy(3, d) in d)
result = len(d)
