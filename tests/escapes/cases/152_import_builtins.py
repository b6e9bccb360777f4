# technique: import builtins (the real builtins module)
# expect: ModuleNotFoundError: import of 'builtins' is not allowed; allowed: 
import builtins
builtins.open('CANARY_PATH').read()
