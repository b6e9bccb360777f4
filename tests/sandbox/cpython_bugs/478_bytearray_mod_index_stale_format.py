# technique: bytearray % args formats from the bytearray's own buffer while a %c argument's __index__ runs: clearing the bytearray there made the rest of the "format" come from freed memory (a heap read: object headers, addresses)
# expect: any
class C:
    def __index__(self):
        fmt.clear()
        junk = [bytearray(8) for _ in range(50)]
        return 65
fmt = bytearray(b"%c" + b"A" * 62)
out = fmt % (C(),)
assert out == bytearray(b"A" * 63), bytes(out[:16])
print("formatted from a copy")
