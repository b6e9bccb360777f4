# technique: from random import * hoping private aliases (_os) come along
# expect: NameError: name '_os' is not defined
from random import *
_os.environ["SAFEPY_CANARY_SECRET"]
