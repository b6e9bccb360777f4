# technique: as 506 with a 256 MiB format: unpackiter_iternext reads far past the 8-byte buffer -> SIGSEGV
# expect: any
import struct
s2 = struct.Struct.__new__(struct.Struct)
it2 = s2.iter_unpack(b"12345678")
s2.__init__("268435456s")
next(it2)
print("not reached")
