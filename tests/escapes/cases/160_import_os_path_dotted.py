# technique: dotted import of a submodule of a forbidden package (import os.path)
# expect: ModuleNotFoundError: import of 'os.path' is not allowed; allowed: 
import os.path
os.environ["SAFEPY_CANARY_SECRET"]
