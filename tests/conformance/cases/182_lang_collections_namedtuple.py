from collections import namedtuple
P = namedtuple("P", ["x", "y", "z"], defaults=[0])
p = P(1, 2)
q = P._make([4, 5, 6])
x, y, z = q
[repr(p), p._fields, q._asdict(), x + y + z, p.z, p == (1, 2, 0)]
