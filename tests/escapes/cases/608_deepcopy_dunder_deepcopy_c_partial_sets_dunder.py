# technique: the same through __deepcopy__, called by deepcopy's frame with the memo as the value (red-team pass 78)
# expect: any
import functools, dataclasses, copy
class U:
    pass
class D(dict):
    __deepcopy__ = functools.partial(type.__setattr__, U, "__dataclass_fields__")
copy.deepcopy([D()])
print("is_dataclass(U):", dataclasses.is_dataclass(U))
