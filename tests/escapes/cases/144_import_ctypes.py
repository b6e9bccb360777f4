# technique: import ctypes (native calls through libc)
# expect: ModuleNotFoundError: import of 'ctypes' is not allowed; allowed: 
import ctypes
ctypes.CDLL(None).system(b'touch MARKER_PATH')
