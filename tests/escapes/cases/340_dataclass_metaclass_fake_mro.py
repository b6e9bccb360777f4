# technique: a metaclass __mro__ property feeds dataclasses a base with a mutated Field name; _create_fn compiles it (unchecked source)
# expect: any
import dataclasses, json
@dataclasses.dataclass
class R:
    x: int = 0
F = dataclasses.fields(R)[0]
F.name = "__class__ and cb(json.dumps.__globals__)"   # dataclass field name = unchecked source
got = []
def cb(x):
    got.append(x)
    return 1
FB = type('FB', (), {'__dataclass_fields__': {'k': F}, '__dataclass_params__': R.__dataclass_params__})
class M(type):
    @property
    def __mro__(cls):               # _process_class walks cls.__mro__; the wrapper's _check walks the real tp_mro
        return (cls, FB, object)
class C(metaclass=M):
    "doc"
repr(dataclasses.dataclass(C, init=False, eq=False)())
g = got[0]                           # real json module __dict__
B = g['__builtins__']                # real builtins dict
ga, rv = B['getattr'], B['vars']     # unchecked getattr / vars
sys = g['codecs'].sys
h = sys.modules['_safepy_harness']
hd = rv(h)
fr = ga(sys, '_getframe')
(type(B['open']).__name__, type(sys.modules['os']).__name__, sorted(k for k in sys.modules if 'safepy' in k),
 sorted(hd)[:6], type(hd['_builtins']).__name__, ga(object, '__subclasses__')()[:2], B['eval'] is not None)
