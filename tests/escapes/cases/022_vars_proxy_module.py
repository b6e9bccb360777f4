# technique: vars(module)['_os'] reads the module dict instead of an attribute
# expect: KeyError: '_os'
import random
random_dict = vars(random)
random_dict["_os"].environ["SAFEPY_CANARY_SECRET"]
