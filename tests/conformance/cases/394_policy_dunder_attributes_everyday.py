# Everyday dunder reads on user objects and functions: __class__, __name__, __qualname__,
# __module__, __doc__, __dict__, __mro__, __bases__, __defaults__, __kwdefaults__,
# __annotations__, __wrapped__, __func__ of bound methods.
import functools

class Base:
    """Base doc."""
class Shape(Base):
    sides = 0
    def __init__(self, name):
        self.name = name
    def describe(self, prefix="a", *, upper=False) -> str:
        s = "%s %s" % (prefix, self.__class__.__name__.lower())
        return s.upper() if upper else s
    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self.name)
class Square(Shape):
    sides = 4

sq = Square("s1")
print(sq, sq.__class__.__name__, sq.__class__.__qualname__, sq.__module__)
print([c.__name__ for c in type(sq).__mro__], [c.__name__ for c in Square.__bases__])
print(Square.__doc__, Base.__doc__, sq.__dict__)
print(sq.describe(), sq.describe("the", upper=True))
m = sq.describe
print(m.__name__, m.__qualname__, m.__func__ is Shape.describe, m.__func__.__defaults__,
      m.__func__.__kwdefaults__, m.__func__.__annotations__)
print(Square.__init__ is Shape.__init__, Square.describe.__qualname__)

def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@deco
def add(a: int, b: int = 1) -> int:
    """Add."""
    return a + b
print(add.__name__, add.__doc__, add.__wrapped__.__name__, add.__annotations__, add.__wrapped__.__defaults__)
print(type(sq).__name__ == sq.__class__.__name__, isinstance(sq, Base), issubclass(Square, Base))
print(Shape.__dict__["sides"], "describe" in Shape.__dict__, "describe" in Square.__dict__)
print(sq.__sizeof__() > 0, sq.__eq__(sq), sq.__ne__(sq), sq.__hash__() == hash(sq))
print(sq.__format__(""), sq.__str__(), sq.__getattribute__("name"), Square.__subclasscheck__(Square))
