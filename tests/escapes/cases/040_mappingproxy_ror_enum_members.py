# technique: mappingproxy __ror__ unwrap on Enum.__members__ (the only proxy reachable without vars/__dict__)
# expect: any
import enum
class Color(enum.Enum):
    RED = 1
leak = []
class Ror:
    def __ror__(self, other):
        leak.append(other)
        return other
Color.__members__ | Ror()
inner = leak[0]
for v in inner.values():
    if type(v) is type(enum) or isinstance(v, dict):
        raise RuntimeError("mappingproxy unwrap reached %r" % (v,))
sorted(inner)
