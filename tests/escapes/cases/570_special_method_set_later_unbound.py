# technique: the rule that a special method CPython calls on an instance must take it (a function, not a staticmethod or another callable) also holds when stdlib code sets it on a class after creation: typing.NamedTuple copies each namespace entry with setattr(), so __add__ = staticmethod(f) arrives through type.__setattr__, not through the class namespace check
# expect: any
from typing import NamedTuple
def f(other):
    return 1
class P(NamedTuple):
    x: int
    __add__ = staticmethod(f)
P(1) + 1
