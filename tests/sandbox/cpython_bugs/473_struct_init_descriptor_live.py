# technique: the Struct.__init__ descriptor called directly on a live Struct while its iter_unpack() iterator is alive: the iterator would read through the freed format table (the core of 471 by the class's own method, not the instance attribute)
# expect: any
import struct
s = struct.Struct("<4s")
it = s.iter_unpack(bytes(8))
struct.Struct.__init__(s, "16384s")
print(next(it))
