# technique: import posix (raw posix module (always in sys.modules))
# expect: ModuleNotFoundError: import of 'posix' is not allowed; allowed: 
import posix
posix.system('touch MARKER_PATH')
