# technique: from-import of a hidden name: from random import _os
# expect: ImportError: cannot import name '_os' from 'random'
from random import _os
_os.environ["SAFEPY_CANARY_SECRET"]
