# technique: relative import from the code's own package
# expect: ImportError: attempted relative import with no known parent package
from . import os
os.system("touch MARKER_PATH")
