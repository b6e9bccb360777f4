# technique: from random import * hoping private aliases (_os) come along
# expect: NameError: _os | SandboxError
from random import *
_os.environ["SAFEPY_CANARY_SECRET"]
