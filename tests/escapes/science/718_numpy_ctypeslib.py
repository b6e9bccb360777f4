# technique: numpy.ctypeslib and ndarray.ctypes, whose _ctypes attribute is the real ctypes module (no sympy needed): load_library of libc and of the canary's path (a dlopen after the lockdown), as_ctypes and as_ctypes_type on an array, ndpointer, data_as, and as_array of a pointer cast to the array's own buffer and to an address 1 MiB past it (a read of any mapped address; an unmapped one is a crash)
# expect: any
import numpy as np

a = np.arange(16, dtype=np.uint8)
lib = np.ctypeslib
attempts = [
    ("load_library libc", lambda: lib.load_library("libc.so.6", "/lib/x86_64-linux-gnu")),
    ("load_library canary", lambda: lib.load_library("CANARY_PATH", "/")),
    ("as_ctypes", lambda: bytes(lib.as_ctypes(a))),
    ("as_ctypes_type", lambda: lib.as_ctypes_type(a.dtype)),
    ("ndpointer", lambda: lib.ndpointer(dtype=np.uint8, ndim=1, flags="C")),
    ("data_as", lambda: a.ctypes.data_as(a.ctypes._ctypes.c_void_p).value),
    ("as_array own buffer", lambda: lib.as_array(a.ctypes.data_as(
        a.ctypes._ctypes.POINTER(a.ctypes._ctypes.c_ubyte)), (16,)).tolist()),
    ("as_array past it", lambda: lib.as_array(a.ctypes._ctypes.cast(
        a.ctypes.data + (1 << 20), a.ctypes._ctypes.POINTER(a.ctypes._ctypes.c_ubyte)), (64,)).tobytes()),
]
outcomes = {}
for name, attempt in attempts:
    try:
        outcomes[name] = "returned %r" % (attempt(),)
    except Exception as e:
        outcomes[name] = "%s: %s" % (type(e).__name__, str(e)[:200])
print(outcomes)
outcomes
