# technique: struct.Struct made with Struct.__new__(Struct) and never initialized has s_codes NULL; the guard refuses pack/unpack/iter_unpack on it, but Struct.__sizeof__ (s_sizeof) walks `for (code = self->s_codes; code->fmtdef != NULL; code++)` unchecked: a NULL dereference (worker SIGSEGV)
# expect: any
import struct
s = struct.Struct.__new__(struct.Struct)
try:
    n = s.__sizeof__()
except Exception as e:
    print("refused:", type(e).__name__)
else:
    print("sizeof", n)
print("ok")
