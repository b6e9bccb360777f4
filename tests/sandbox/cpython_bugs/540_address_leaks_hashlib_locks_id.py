# technique: addresses from reprs the startup-made types print themselves (hashlib objects "@ 0x...", thread locks "at 0x...") and from id() as the stdlib uses it (pprint's recursion marker "id=...", deepcopy's memo keys seen by a user __deepcopy__): consecutive objects sit next to each other, so real addresses differ by a few hundred bytes
# expect: any
import copy, hashlib, pprint, queue

def hexes(reprs, mark):
    return [int(r.rsplit(mark, 1)[1].rstrip(">"), 16) for r in reprs]

def adjacent(values):
    return sum(1 for a, b in zip(values, values[1:]) if abs(a - b) < 1 << 16)

found = {}
hashes = [hashlib.md5() for _ in range(40)]
found["hashlib"] = adjacent(hexes([repr(h) for h in hashes], "@ "))
locks = [queue.Queue().mutex for _ in range(40)]
found["locks"] = adjacent(hexes([repr(l) for l in locks], " at "))

lists = []
for _ in range(40):
    l = []
    l.append(l)
    lists.append(l)
found["pprint id"] = adjacent([int(pprint.saferepr(l).rsplit("id=", 1)[1].split(">")[0]) for l in lists])

seen = []
class Spy:
    def __deepcopy__(self, memo):
        seen.extend(k for k in memo if k not in seen)
        return Spy()
copy.deepcopy([[i] for i in range(40)] + [Spy()])
found["deepcopy memo"] = adjacent(sorted(seen))

leaks = {k: v for k, v in found.items() if v > 8}
if leaks:
    raise RuntimeError("addresses shown: %r (adjacent pairs of 39)" % leaks)
result = "keyed"
