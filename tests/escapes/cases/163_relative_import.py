# technique: relative import from the code's own package
# expect: ImportError | SandboxError
from . import os
os.system("id")
