# A special method given by functools.singledispatchmethod (its __get__ binds the
# instance), and Counter.update on a Counter subclass whose get() the iterable's
# __iter__ installs (CPython picks the counting path after making the iterator).
from functools import singledispatchmethod
from collections import Counter

class Num:
    def __init__(self, v):
        self.v = v
    @singledispatchmethod
    def __add__(self, other):
        return NotImplemented
    @__add__.register
    def _(self, other: int):
        return Num(self.v + other)

calls = []
class C(Counter):
    pass
class It:
    def __iter__(self):
        def get(self, k, d=None):
            calls.append(k)
            return Counter.get(self, k, d)
        C.get = get
        return iter("aab")
c = C()
c.update(It())
result = [(Num(1) + 2).v, sorted(c.items()), calls]
