# technique: from-import of a hidden name: from random import _os
# expect: ImportError: _os
from random import _os
_os.environ["SAFEPY_CANARY_SECRET"]
