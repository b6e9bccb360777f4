# technique: contextlib re-exports os (import os at module level)
# expect: AttributeError: 'os'
import contextlib
contextlib.os.system("id")
