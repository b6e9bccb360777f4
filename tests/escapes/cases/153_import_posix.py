# technique: import posix (raw posix module (always in sys.modules))
# expect: ModuleNotFoundError: import of 'posix' is not allowed
import posix
posix.system('id')
