# technique: import os (environment and process control)
# expect: ImportError: import of 'os' is not allowed
import os
os.environ['SAFEPY_CANARY_SECRET']
