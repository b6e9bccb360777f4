# technique: import gc (every live object, incl. real globals)
# expect: ModuleNotFoundError: import of 'gc' is not allowed; allowed: 
import gc
[o for o in gc.get_objects() if type(o) is dict and '__builtins__' in o][0]
