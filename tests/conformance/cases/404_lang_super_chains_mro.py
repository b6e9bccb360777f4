# Cooperative multiple inheritance: super().__init__(**kw) chains over a diamond, super()
# in classmethods, the two-argument form, and the MRO.
class Base:
    def __init__(self, **kw):
        self.trace = ["Base"]
        super().__init__()
    def hello(self):
        return ["Base"]
    @classmethod
    def create(cls):
        return cls.__name__
class Left(Base):
    def __init__(self, left=0, **kw):
        super().__init__(**kw)
        self.left = left
        self.trace.append("Left")
    def hello(self):
        return ["Left"] + super().hello()
    @classmethod
    def create(cls):
        return "L(" + super().create() + ")"
class Right(Base):
    def __init__(self, right=0, **kw):
        super().__init__(**kw)
        self.right = right
        self.trace.append("Right")
    def hello(self):
        return ["Right"] + super().hello()
class Child(Left, Right):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.trace.append("Child")
    def hello(self):
        return ["Child"] + super(Child, self).hello()
    def __repr__(self):
        return "Child(%d, %d)" % (self.left, self.right)

c = Child(left=1, right=2)
print(c, c.trace, c.hello(), Child.create())
print([k.__name__ for k in Child.mro()])
print(super(Left, c).hello(), super(Right, c).hello())
class Meta(type):
    def __call__(cls, *a, **k):
        obj = super().__call__(*a, **k)
        obj.made_by = "Meta"
        return obj
class WithMeta(metaclass=Meta):
    def __init__(self, v):
        self.v = v
w = WithMeta(5)
print(w.v, w.made_by)
try:
    class X(Left, Child):
        pass
except TypeError as e:
    print("TypeError:", e)
class Str(str):
    def __new__(cls, v):
        return super().__new__(cls, v.upper())
    def __len__(self):
        return super().__len__() * 10
s = Str("abc")
print(s, len(s), isinstance(s, str))
