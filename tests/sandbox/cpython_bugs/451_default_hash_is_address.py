# technique: CPython's default hash is the address rotated by 4 bits, and a repr shows the address: from one reachable class's hash the heap's other classes are a short spray away (cases 432, 449 captured them through stdlib set lookups). Default hashes must be keyed with a secret.
# expect: any
import abc, json
o = object()
addr = int(repr(o).rsplit(" at ", 1)[1].rstrip(">"), 16)
rot = ((addr >> 4) | (addr << 60)) & (2**64 - 1)
rot = rot - 2**64 if rot >= 2**63 else rot
assert hash(o) != rot, "the default hash is the object's address"
near = hash(abc.ABCMeta) - hash(abc.ABC)
assert abs(near) > 2**20, "classes' hashes are neighbours"
print("default hashes are keyed")
