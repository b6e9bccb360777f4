# technique: import importlib (import anything)
# expect: ModuleNotFoundError: import of 'importlib' is not allowed; allowed: 
import importlib
importlib.import_module('os').system('touch MARKER_PATH')
