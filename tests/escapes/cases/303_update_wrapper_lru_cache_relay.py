# technique: lru_cache(object) runs the real update_wrapper into a C wrapper; the checked one copied it out again
# expect: any
import functools
w = functools.lru_cache(object)
class U:
    pass
u = functools.update_wrapper(U(), w)
vars(u)["__getattribute__"]
