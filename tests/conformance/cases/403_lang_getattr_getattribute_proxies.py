# Proxies: __getattr__ forwarding, __getattribute__ calling object.__getattribute__(self,
# name), __setattr__/__delattr__ through object.__setattr__, and __dir__.
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_log", [])
    def __getattribute__(self, name):
        log = object.__getattribute__(self, "_log")
        log.append(name)
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return getattr(object.__getattribute__(self, "_target"), name)
    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError("cannot set private %r" % name)
        setattr(object.__getattribute__(self, "_target"), name, value)
    def __delattr__(self, name):
        delattr(self._target, name)
    def __dir__(self):
        return sorted(set(dir(type(self))) | set(vars(self._target)))

class Target:
    def __init__(self):
        self.value = 1
    def double(self):
        return self.value * 2

t = Target()
p = Proxy(t)
print(p.value, p.double())
p.value = 21
print(t.value, p.double())
try:
    p._hidden = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    p.missing
except AttributeError as e:
    print("AttributeError:", e)
del p.value
print(hasattr(t, "value"), "value" in dir(p), "double" in dir(p))
print(object.__getattribute__(p, "_log"))

class Lazy:
    def __getattr__(self, name):
        if name.startswith("computed_"):
            value = len(name)
            self.__dict__[name] = value
            return value
        raise AttributeError("%s has no %s" % (type(self).__name__, name))
lz = Lazy()
print(lz.computed_x, vars(lz), getattr(lz, "nope", "default"), hasattr(lz, "computed_yy"))

class Record(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k) from None
    __setattr__ = dict.__setitem__
    __delattr__ = dict.__delitem__
r = Record(a=1)
r.b = 2
del r.a
print(r, r.b, getattr(r, "zz", None))
class Counted:
    count = 0
    def __getattribute__(self, name):
        if name != "count":
            type(self).count += 1
        return super().__getattribute__(name)
    def m(self):
        return "m"
c = Counted()
c.m(); c.m(); c.__class__
print(Counted.count)
