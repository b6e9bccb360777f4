# __repr__ via self.__class__.__name__, __dict__-driven equality/serialization, vars()
# updates, type(self).__mro__, and __class__ assignment to a compatible subclass.
class Model:
    def __init__(self, **fields):
        self.__dict__.update(fields)
    def __repr__(self):
        args = ", ".join("%s=%r" % kv for kv in self.__dict__.items())
        return "%s(%s)" % (self.__class__.__name__, args)
    def __eq__(self, other):
        return type(self) is type(other) and self.__dict__ == other.__dict__
    def to_dict(self):
        return {"type": type(self).__name__, **vars(self)}
    def lineage(self):
        return [k.__name__ for k in type(self).__mro__]

class User(Model):
    pass
class Admin(User):
    def perms(self):
        return ["all"]

u = User(name="ann", age=3)
print(u, u == User(name="ann", age=3), u == Admin(name="ann", age=3))
print(u.to_dict(), u.lineage())
vars(u).update(age=4)
u.__dict__["city"] = "Oslo"
print(u, sorted(u.__dict__))
u.__class__ = Admin
print(u, u.perms(), isinstance(u, Admin), type(u).__name__)
try:
    u.__class__ = int
except TypeError as e:
    print("TypeError:", e)
print(Admin.__mro__[1].__name__, Admin.__base__.__name__, Model.__subclasses__ if False else "ok")
print(User.__dict__.get("__init__"), "to_dict" in Model.__dict__)
