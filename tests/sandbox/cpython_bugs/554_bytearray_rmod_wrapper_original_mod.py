# technique: bytearray's nb_remainder was replaced (format a bytes copy) and __mod__ reinstalled, but bytearray.__rmod__ is still the slot wrapper around the ORIGINAL bytearray_mod; fmt % B() with B a bytearray subclass gets B's slot_nb_remainder first, which calls B.__rmod__(fmt) -> original bytearray_mod(fmt, b): %c runs B.__index__, which clears fmt, and the rest of the format is read from the freed buffer (heap pointers leak)
# expect: any
class B(bytearray):
    def __index__(self):
        fmt.clear()
        junk.extend(bytearray(b"Z" * 63) for _ in range(200))
        return 65
junk = []
fmt = bytearray(b"%c" + b"A" * 62)
out = fmt % B()
print(bytes(out[:20]), len(out))
if out != bytearray(b"A" * 63):
    raise RuntimeError("bytearray % formatted from the freed buffer (original bytearray_mod via __rmod__)")
print("ok")
