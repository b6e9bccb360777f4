# technique: from os import environ (fromlist import)
# expect: ImportError: import of 'os' is not allowed
from os import environ
environ["SAFEPY_CANARY_SECRET"]
