import operator as op
from collections import namedtuple
P = namedtuple("P", "x y")
pts = [P(3, 1), P(1, 2), P(2, 0)]
[op.add(2, 3), op.mul("ab", 2), op.itemgetter(1)([5, 6, 7]), op.itemgetter(0, 2)("xyz"), sorted(pts, key=op.attrgetter("y")),
 op.methodcaller("upper")("abc"), op.methodcaller("split", ",")("a,b"), op.neg(5), op.truediv(7, 2), op.floordiv(7, 2),
 op.contains([1, 2], 2), op.not_(0), op.concat([1], [2]), op.countOf([1, 1, 2], 1), op.indexOf("abc", "c"), op.pow(2, 8),
 op.eq(1, 1.0), op.is_(None, None), op.getitem({"k": "v"}, "k"), op.length_hint(iter([1, 2, 3]))]
