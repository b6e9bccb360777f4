# technique: update_wrapper's default updated=('__dict__',) copied a type's whole dict (object.__getattribute__ included) into a user object
# expect: any
import functools
class U:
    pass
u = functools.wraps(object)(U())
vars(u)["__getattribute__"]
