import collections, enum, dataclasses

class Stack:
    def __init__(self):
        self._items = []
        self.__secret = "mangled"
    def push(self, x):
        self._items.append(x)
        return self
    def _peek(self):
        return self._items[-1]
    def reveal(self):
        return self.__secret

def counter():
    counter._calls += 1
    return counter._calls
counter._calls = 0

P = collections.namedtuple("P", "x y")
p = P(1, 2)._replace(y=5)

class Color(enum.Enum):
    RED = 1

@dataclasses.dataclass
class D:
    _hidden: int = 7

class Child(Stack):
    def top(self):
        return super()._peek()

s = Stack().push(3).push(4)
counter(); counter()
result = [s._items, s._peek(), s.reveal(), counter._calls, p._asdict(), P._fields,
          Color.RED._value_, Color.RED._name_, D()._hidden, Child().push(9).top(),
          getattr(s, "_items"), hasattr(s, "_nope"), vars(D())]
