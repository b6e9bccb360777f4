# technique: from-import of a hidden name: from random import _os
# expect: SandboxError: import of private name '_os' is not allowed
from random import _os
_os.environ["SAFEPY_CANARY_SECRET"]
