# technique: import ctypes (native calls through libc)
# expect: ImportError: import of 'ctypes' is not allowed
import ctypes
ctypes.CDLL(None).system(b'id')
