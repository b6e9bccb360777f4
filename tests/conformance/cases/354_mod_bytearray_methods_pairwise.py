# bytearray's searching, slicing, formatting and membership, and itertools.pairwise,
# behave as in CPython (the sandbox hands them plain ints or a copy first).
import itertools
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
b = bytearray(b"abcabcabc")
r = [b.find(b"c"), b.find(b"c", 3), b.find(b"c", I(3), I(8)), b.rfind(b"a"), b.count(b"ab", 1),
     b.index(b"b", I(2)), b.rindex(99), b.find(I(98)), b.startswith((b"x", b"ab")),
     b.endswith(b"bc", 0, I(6)), b.startswith(b"bc", 1), 97 in b, I(120) in b, b"ca" in b]
c = bytearray(range(10))
c[1:8:I(2)] = b"WXYZ"
del c[::I(3)]
c[I(0)] = 65
d = bytearray(b"%c-%d-%s-%x") % (I(66), 7, b"s", 255)
e = bytearray(b"n=%d") % 5
p = list(itertools.pairwise("abcd"))
try:
    b.index(b"zz")
except ValueError as ex:
    r.append(str(ex))
result = [r, list(c), bytes(d).decode(), bytes(e).decode(), type(d).__name__, p, list(itertools.pairwise([]))]
