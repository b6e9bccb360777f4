# technique: copy.copy calls a class's __copy__ from copy.py's frame: a C partial of type.__setattr__ as __copy__ (not a special method that must bind) set __dataclass_fields__ on a user class (red-team pass 78)
# expect: any
import functools, dataclasses, copy
class U:
    pass
class D(dict):
    __copy__ = functools.partial(type.__setattr__, U, "__dataclass_fields__")
copy.copy(D())
print("is_dataclass(U):", dataclasses.is_dataclass(U))
