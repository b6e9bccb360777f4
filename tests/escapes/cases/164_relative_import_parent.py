# technique: two-level relative import
# expect: ImportError | SandboxError
from ..json import codecs
codecs.open("CANARY_PATH").read()
