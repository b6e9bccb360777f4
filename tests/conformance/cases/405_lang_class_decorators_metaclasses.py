# Class decorators adding methods and registering, and metaclasses with __prepare__,
# __new__ collecting fields, __instancecheck__ and a singleton __call__.
REGISTRY = []
def register(cls):
    REGISTRY.append(cls.__name__)
    return cls
def add_repr(cls):
    def __repr__(self):
        return "%s(%s)" % (cls.__name__, ", ".join("%s=%r" % (k, getattr(self, k))
                                                   for k in cls.fields))
    cls.__repr__ = __repr__
    return cls

@register
@add_repr
class Pair:
    fields = ("a", "b")
    def __init__(self, a, b):
        self.a, self.b = a, b
print(Pair(1, "x"), REGISTRY, Pair.__repr__.__name__)

class Ordered(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return {"_order": []}
    def __new__(mcls, name, bases, ns, **kw):
        ns["_order"] = [k for k in ns if not k.startswith("_")]
        cls = super().__new__(mcls, name, bases, ns)
        cls.label = kw.get("label", name)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
class Form(metaclass=Ordered, label="form"):
    zeta = 1
    alpha = 2
    def submit(self):
        pass
print(Form._order, Form.label, type(Form).__name__)

class Singleton(type):
    _instances = {}
    def __call__(cls, *a, **k):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*a, **k)
        return cls._instances[cls]
class Settings(metaclass=Singleton):
    def __init__(self):
        self.values = {}
s1, s2 = Settings(), Settings()
s1.values["x"] = 1
print(s1 is s2, s2.values)

class DuckMeta(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quack")
class Duck(metaclass=DuckMeta):
    pass
class Robot:
    def quack(self):
        return "beep"
print(isinstance(Robot(), Duck), isinstance(1, Duck))

def dataclass_like(cls):
    names = list(cls.__annotations__)
    def __init__(self, *args):
        for n, v in zip(names, args):
            setattr(self, n, v)
    cls.__init__ = __init__
    cls.__eq__ = lambda self, o: all(getattr(self, n) == getattr(o, n) for n in names)
    return cls
@dataclass_like
class V:
    x: int
    y: int
print(V(1, 2) == V(1, 2), V(1, 2) == V(2, 1), V.__init__.__qualname__)
