# technique: metaclass __prepare__ returns a spying dict to capture everything a class body stores
# expect: any
seen = {}
class Spy(dict):
    def __setitem__(self, k, v):
        seen[k] = v
        dict.__setitem__(self, k, v)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return Spy()
class C(metaclass=Meta):
    x = 1
    def m(self):
        return __class__
for k, v in seen.items():
    if isinstance(v, dict) and ("open" in v or "__import__" in v):
        raise RuntimeError("builtins reachable through %s" % k)
sorted(seen)
