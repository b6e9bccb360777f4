# technique: pprint's dataclass wrapper checked dataclasses.fields() and then called the real method, which called fields() again: a __dataclass_fields__ whose values() answered differently the second time showed it a private field of a stdlib object (red-team pass 76; the fields are now listed once and read through the checks)
# expect: any
import pprint, dataclasses
@dataclasses.dataclass
class E:
    _dispatch: int = 0
F = dataclasses.fields(E)[0]

class Flip(dict):
    n = 0
    def values(self):
        Flip.n += 1
        return [] if Flip.n == 1 else [F]

@dataclasses.dataclass
class D(pprint.PrettyPrinter):
    pass
o = D()
vars(o)['__dataclass_fields__'] = Flip()
got = []
class P(pprint.PrettyPrinter):
    def _format_namespace_items(self, items, *a):
        got.append(items)
P(width=1).pformat(o)
r = (Flip.n, [(k, type(v).__name__, len(v)) for k, v in got[0]])
if any(n == '_dispatch' for n, *_ in (r[1] if isinstance(r, tuple) else [])):
    raise RuntimeError('a private field reached the hook')
result = r
