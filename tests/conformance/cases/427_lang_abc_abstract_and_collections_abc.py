# abc: abstract methods and properties, instantiation errors, virtual subclasses via
# register, __subclasshook__, and isinstance checks against collections.abc.
import abc
from collections.abc import Iterable, Sized, Hashable, Mapping, Sequence, Callable, Container, MutableMapping

class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self): ...
    @property
    @abc.abstractmethod
    def name(self): ...
    def describe(self):
        return "%s with area %.1f" % (self.name, self.area())
class Square(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    @property
    def name(self): return "square"
print(Square(3).describe(), sorted(Shape.__abstractmethods__))
for cls in (Shape,):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
class Half(Shape):
    def area(self): return 0
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
class Plugin(metaclass=abc.ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Plugin:
            return any("run" in B.__dict__ for B in C.__mro__) or NotImplemented
        return NotImplemented
class Runner:
    def run(self): pass
print(issubclass(Runner, Plugin), isinstance(Runner(), Plugin), issubclass(int, Plugin))
class Tuple2: pass
Sequence.register(Tuple2)
print(issubclass(Tuple2, Sequence), isinstance(Tuple2(), Iterable))
class Bag:
    def __len__(self): return 0
    def __iter__(self): return iter(())
    def __contains__(self, x): return False
print(isinstance(Bag(), Sized), isinstance(Bag(), Iterable), isinstance(Bag(), Container),
      isinstance(Bag(), Hashable), isinstance(Bag(), Mapping), isinstance(len, Callable))
class MyMap(Mapping):
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
m = MyMap({"a": 1, "b": 2})
print(dict(m), m.get("z", 0), "a" in m, list(m.items()), m == {"a": 1, "b": 2}, isinstance(m, MutableMapping))
class Broken(MutableMapping):
    pass
try:
    Broken()
except TypeError as e:
    print("TypeError:", e)
