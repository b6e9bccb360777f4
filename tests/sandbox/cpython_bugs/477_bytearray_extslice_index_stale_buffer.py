# technique: bytearray extended-slice assignment takes the buffer pointer, then unpacks the slice; the step's __index__ grows the bytearray (the old buffer is freed) and the store writes through the stale pointer: with sprayed victims, a write into another object's header (arbitrary memory access)
# expect: any
class J:
    def __index__(self):
        ba.extend(b"y" * 4096)
        return -1
ba = bytearray(b"x" * 64)
ba[55:15:J()] = bytearray(b"z" * 40)
assert len(ba) == 64 + 4096 and ba[16:56] == b"z" * 40, "the slice was stored elsewhere"
print("stored where it belongs")
