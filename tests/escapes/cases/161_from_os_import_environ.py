# technique: from os import environ (fromlist import)
# expect: ModuleNotFoundError: import of 'os' is not allowed; allowed: 
from os import environ
environ["SAFEPY_CANARY_SECRET"]
