# technique: hashlib.file_digest(fileobj, digest) with a digest callable of the user's: it calls digest().update(view[:n]) with a slice of its private memoryview, handing user code the memoryview type removed from builtins (red-team pass 68)
# expect: any
import hashlib
class D:
    def update(self, v):
        global got
        got = v
class F:
    n = 0
    def readable(self): return True
    def readinto(self, b):
        self.n += 1
        return 4 if self.n == 1 else 0
hashlib.file_digest(F(), D)
MV = type(got)
m = MV(bytearray(b'xyzw')).cast('I')
print(MV, m.tolist(), m.obj)
x = 1
