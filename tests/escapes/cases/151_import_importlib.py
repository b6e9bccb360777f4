# technique: import importlib (import anything)
# expect: ModuleNotFoundError: import of 'importlib' is not allowed
import importlib
importlib.import_module('os').system('id')
