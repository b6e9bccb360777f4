# technique: the same copy from `type` gave type.__subclasses__
# expect: any
import functools
class U:
    pass
u = functools.update_wrapper(U(), type)
vars(u)["__subclasses__"](object)
