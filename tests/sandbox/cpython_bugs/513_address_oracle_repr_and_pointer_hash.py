# technique: read heap addresses off default reprs ("<X object at 0x...>", functions, bound builtins, generators) and off CPython's pointer hash (hash(o.m) ^ hash(C.m) is o's address rotated by 4 bits): every memory-safety exploit needs them to place and point at fake objects (red-team pass 49 read them off repr)
# expect: any
class C:
    def m(self):
        pass

def token(r):
    return int(r.rsplit(" at ", 1)[1].rstrip(">"), 16)

# Objects allocated one after another sit next to each other: real addresses differ by
# a few dozen bytes.
objs = [object() for _ in range(64)]
toks = [token(repr(x)) for x in objs]
near = sum(1 for a, b in zip(toks, toks[1:]) if abs(a - b) < 4096)
if near > 8:
    raise RuntimeError("repr() shows addresses: %d of 63 neighbours are adjacent" % near)
for r in (repr(lambda: 0), repr([].append), repr((1).__add__), repr(x for x in ())):
    if " at 0x" not in r:
        raise RuntimeError("unexpected repr %r" % r)

# The pointer hash: rotate back and compare with what repr says.
def rotl4(x):
    x &= (1 << 64) - 1
    return ((x << 4) | (x >> 60)) & ((1 << 64) - 1)

o = C()
derived = rotl4(hash(o.m) ^ hash(C.m))
if derived == token(repr(o)) or abs(derived - toks[0]) < (1 << 32):
    raise RuntimeError("hash(o.m) ^ hash(C.m) gives o's address: %#x" % derived)
result = "no addresses"
