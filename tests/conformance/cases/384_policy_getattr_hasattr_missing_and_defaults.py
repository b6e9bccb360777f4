# getattr/hasattr on instances, classes and modules: missing names, defaults (including
# None and falsy ones), single-underscore and name-mangled names, dunders that are allowed.
import math, json, collections

class Config:
    debug = False
    _secret = "s3"
    __hidden = "mangled"
    def __init__(self):
        self.name = "cfg"
        self._cache = {}

    @property
    def broken(self):
        raise AttributeError("broken is not ready")

    @property
    def fails(self):
        raise ValueError("fails loudly")

c = Config()
print(getattr(c, "name"), getattr(c, "missing", "dflt"), getattr(c, "missing", None))
print(getattr(c, "debug", True), getattr(c, "_secret"), getattr(c, "_cache"))
print(getattr(c, "_Config__hidden"), hasattr(c, "__hidden"), hasattr(Config, "_Config__hidden"))
print(hasattr(c, "name"), hasattr(c, "missing"), hasattr(c, "_cache"), hasattr(Config, "name"))
print(hasattr(c, "broken"), getattr(c, "broken", "fallback"))
try:
    hasattr(c, "fails")
except ValueError as e:
    print("ValueError", e)
try:
    getattr(c, "missing")
except AttributeError as e:
    print(e, e.name, e.obj is c)
try:
    getattr(Config, "missing")
except AttributeError as e:
    print(e)
print(getattr(math, "pi"), getattr(math, "tau") > 6, hasattr(math, "nope"), getattr(math, "nope", 0))
print(hasattr(json, "loads"), hasattr(collections, "OrderedDict"), getattr(json, "dumps").__name__)
try:
    getattr(math, "nope")
except AttributeError as e:
    print(e)
for n in ("__dict__", "__class__", "__module__", "__doc__", "__name__", "__qualname__", "__mro__",
          "__bases__", "__init__", "__repr__", "__weakref__", "__annotations__", "__slots__"):
    print(n, hasattr(c, n), hasattr(Config, n))
print(getattr(c, "__class__").__name__, getattr(Config, "__name__"), sorted(getattr(c, "__dict__")))
print(getattr(1, "real"), getattr("ab", "upper")(), getattr([], "append").__name__)
