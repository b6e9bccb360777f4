# Descriptors with __set_name__: typed validated fields, class access returning the
# descriptor, __delete__, and data vs non-data descriptor precedence.
class Typed:
    def __init__(self, kind, default=None):
        self.kind = kind
        self.default = default
    def __set_name__(self, owner, name):
        self.owner = owner.__name__
        self.name = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError("%s.%s must be %s, got %s" % (self.owner, self.name,
                            self.kind.__name__, type(value).__name__))
        setattr(obj, self.private, value)
    def __delete__(self, obj):
        delattr(obj, self.private)

class Product:
    name = Typed(str, "?")
    price = Typed(float, 0.0)
    qty = Typed(int, 0)
    def __init__(self, name, price, qty):
        self.name, self.price, self.qty = name, price, qty

p = Product("pen", 1.5, 3)
print(p.name, p.price, p.qty, sorted(vars(p)))
print(type(Product.price).__name__, Product.price.name, Product.price.private, Product.qty.owner)
try:
    p.qty = "many"
except TypeError as e:
    print("TypeError:", e)
del p.price
print(p.price)

class Lazy:
    def __init__(self, fn):
        self.fn = fn
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, cls):
        if obj is None:
            return self
        value = self.fn(obj)
        obj.__dict__[self.name] = value
        return value
class Report:
    calls = 0
    @Lazy
    def total(self):
        Report.calls += 1
        return 42
r = Report()
print(r.total, r.total, Report.calls, "total" in vars(r))
try:
    class Clash:
        x = Typed(int)
        y = x
except RuntimeError as e:
    print("RuntimeError:", e)
print(Clash.x.name if "Clash" in globals() else "no class")
