# technique: import mmap (raw memory mappings)
# expect: ModuleNotFoundError: import of 'mmap' is not allowed; allowed: 
import mmap
mmap.mmap(-1, 4096)
