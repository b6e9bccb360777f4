class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name[1:]} must be positive, got {value}")
        setattr(obj, self.name, value)
class Order:
    qty = Positive()
    price = Positive()
    def __init__(self, qty, price):
        self.qty = qty
        self.price = price
o = Order(3, 2.5)
try:
    o.qty = -1
except ValueError as e:
    print(e)
[o.qty * o.price, type(Order.qty).__name__]
