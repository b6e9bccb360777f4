# technique: import os (environment and process control)
# expect: ModuleNotFoundError: import of 'os' is not allowed; allowed: 
import os
os.environ['SAFEPY_CANARY_SECRET']
