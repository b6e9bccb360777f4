# struct.Struct objects and a subclass: made (and initialized) once, used many times.
import struct
s = struct.Struct("<ih")
class S(struct.Struct):
    def __init__(self, f):
        super().__init__(f)
b = bytearray(12)
s.pack_into(b, 0, 1, 2)
result = [s.unpack(s.pack(3, 4)), S("<q").size, list(s.iter_unpack(bytes(12))), struct.pack(">H", 258).hex(), struct.calcsize("3s"), bytes(b).hex()]
