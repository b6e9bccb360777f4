# technique: import posix (raw posix module (always in sys.modules))
# expect: ImportError: import of 'posix' is not allowed
import posix
posix.system('id')
