# technique: an Enum's _missing_ is a plain class attribute called from Enum.__new__'s enum.py frame: a functools.partial of type.__setattr__ there passed as stdlib code and set __dataclass_fields__ on a user class past the dunder rule (red-team pass 78; only listed stdlib functions act for themselves now)
# expect: any
import functools, enum, dataclasses
class U:
    pass
class E(enum.Enum):
    A = 1
    _missing_ = functools.partial(type.__setattr__, U, "__dataclass_fields__")
E({})
print("is_dataclass(U):", dataclasses.is_dataclass(U), dataclasses.fields(U))
