# technique: random keeps os as random._os (private alias on an allowlisted module)
# expect: AttributeError: module 'random' has no attribute '_os'
import random
random._os.environ["SAFEPY_CANARY_SECRET"]
