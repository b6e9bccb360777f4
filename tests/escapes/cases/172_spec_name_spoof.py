# technique: rebinding __name__ / __package__ in globals to make a relative import resolve to os
# expect: ImportError: attempted relative import with no known parent package
__package__ = "os"
from . import path
path
