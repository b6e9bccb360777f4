# technique: a private name in a user subclass's __match_args__ resolving in the stdlib base (the interpreter's getattr)
# expect: any
import pprint
got = []
class P(pprint.PrettyPrinter):
    __match_args__ = ('_pprint_simplenamespace',)
    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        got.extend(items)
class S:
    def write(self, s): pass
match P():
    case P(f):
        pass
f(object, S(), 0, 0, {}, 0)
ga = dict(got)['__getattribute__']
g = ga(pprint.pformat, '__globals__')
print(sorted(g['_sys'].modules)[:5], type(g['__builtins__']))
