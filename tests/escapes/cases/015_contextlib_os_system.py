# technique: contextlib re-exports os (import os at module level)
# expect: AttributeError: module 'contextlib' has no attribute 'os'
import contextlib
contextlib.os.system("touch MARKER_PATH")
