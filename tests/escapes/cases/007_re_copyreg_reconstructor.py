# technique: re re-exports copyreg; copyreg._reconstructor calls any class with any state
# expect: AttributeError: module 're' has no attribute 'copyreg'
import re
rebuild = re.copyreg._reconstructor
rebuild
