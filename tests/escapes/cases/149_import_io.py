# technique: import io (io.open / FileIO)
# expect: ImportError: import of 'io' is not allowed
import io
io.open('CANARY_PATH').read()
