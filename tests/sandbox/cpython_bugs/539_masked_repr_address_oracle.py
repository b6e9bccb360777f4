# technique: the repr masking replaced every occurrence of the real address text, including candidates the user put in a class's __qualname__: whichever candidate was rewritten is the object's address
# expect: any
import hashlib
class C:
    __slots__ = ()
hits = 0
keep = []
for i in range(20):
    h = hashlib.md5()
    A = int(repr(h).rsplit(" @ ", 1)[1].rstrip(">"), 16)   # a real heap address (HASH repr is not masked)
    del h
    o = C()
    keep.append(o)
    cands = ["[%#x]" % (A + 16 * k) for k in range(-256, 256)]
    C.__qualname__ = "".join(cands)
    r = repr(o)
    changed = [c for c in cands if c not in r]
    if changed:
        hits += 1
        ex = changed
print("reprs where a guessed address was rewritten:", hits, ex if hits else "")
if hits:
    raise RuntimeError("the repr rewrote a guessed address: the object is at %s" % ex[0])
