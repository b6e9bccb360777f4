# technique: import io (io.open / FileIO)
# expect: ModuleNotFoundError: import of 'io' is not allowed; allowed: 
import io
io.open('CANARY_PATH').read()
