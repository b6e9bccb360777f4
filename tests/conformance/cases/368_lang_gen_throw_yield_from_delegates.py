# gen.throw() into a generator delegating with `yield from` to a generator, to an iterator
# class with its own throw() method, and to a list iterator (no throw: raised at the
# yield from); then cyclic garbage collected while code runs (collections happen between
# bytecodes in the sandbox).
class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        return self.n
    def throw(self, typ, val=None, tb=None):
        return "caught %s" % typ.__name__

def inner():
    try:
        yield 1
    except KeyError:
        yield "inner caught"

def outer(d):
    try:
        r = yield from d
    except KeyError:
        yield "outer caught"

out = []
for d in (inner(), It(), iter([1, 2, 3])):
    g = outer(d)
    next(g)
    out.append(g.throw(KeyError))

class Node:
    def __init__(self):
        self.me = self
freed = []
class Tracked:
    def __init__(self):
        self.me = self
    def __del__(self):
        freed.append(1)
for i in range(200_000):
    Node()
    if i % 1000 == 0:
        Tracked()
x = sum(range(3_000_000))
out.append(len(freed) > 0)
result = out
