# Classes made with type(), methods attached later, mappingproxy errors, and
# __qualname__/__module__ of dynamically built classes.
def init(self, name):
    self.name = name
Animal = type("Animal", (), {"__init__": init, "sound": "...",
                             "speak": lambda self: "%s says %s" % (self.name, self.sound)})
Dog = type("Dog", (Animal,), {"sound": "woof"})
print(Dog("rex").speak(), Animal("x").speak(), Dog.__qualname__, Dog.__module__, Dog.__mro__[1].__name__)
Dog.fetch = lambda self, thing: "%s fetches %s" % (self.name, thing)
print(Dog("rex").fetch("ball"), "fetch" in Dog.__dict__)
try:
    Dog.__dict__["sound"] = "meow"
except TypeError as e:
    print("TypeError:", e)
def make_model(name, **fields):
    ns = dict(fields)
    ns["__repr__"] = lambda self: "%s(%s)" % (name, ", ".join("%s=%r" % (k, getattr(self, k)) for k in fields))
    return type(name, (object,), ns)
Cfg = make_model("Cfg", host="localhost", port=80)
c = Cfg()
c.port = 8080
print(c, Cfg.host, type(Cfg).__name__, type(c).__name__)
Meta = type("Meta", (type,), {"tag": "meta"})
K = Meta("K", (), {})
print(K.tag, type(K).__name__, isinstance(K, type))
try:
    type("Bad", (1,), {})
except TypeError as e:
    print("TypeError:", e)
try:
    type("X")
except TypeError as e:
    print("TypeError:", e)
print(type(1).__name__, type(type).__name__, type(None).__name__, type(...).__name__)
