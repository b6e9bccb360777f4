# technique: mutate a dataclass Field's name so pprint's _pprint_dataclass reads a stdlib private helper off the user's subclass instance
# expect: any
import pprint, dataclasses
got = []
@dataclasses.dataclass
class D(pprint.PrettyPrinter):
    x: int = 0
    def __post_init__(self):
        super().__init__(width=1)
    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        got.extend(items)
dataclasses.fields(D)[0].name = '_pprint_simplenamespace'
D.__repr__.__wrapped__ = D.__repr__
D.__repr__.__qualname__ = '__create_fn__.<locals>.__repr__'
d = D()
d.pformat(d)
f = got[0][1]
got.clear()
class S:
    def write(self, s): pass
f(object, S(), 0, 0, {}, 0)
ga = dict(got)['__getattribute__']
g = ga(pprint.pformat, '__globals__')
print(type(ga), g['_sys'].modules['os'])
