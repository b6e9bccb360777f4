# technique: two-level relative import
# expect: ImportError: attempted relative import with no known parent package
from ..json import codecs
codecs.open("CANARY_PATH").read()
