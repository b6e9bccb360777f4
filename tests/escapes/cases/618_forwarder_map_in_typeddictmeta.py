# technique: variant of 01: typing._TypedDictMeta.__new__ (LISTED) runs required_keys.update(base.__dict__.get("__required_keys__", ())); a TypedDict-metaclass base made with type.__new__ holds a map over EnumType.__setattr__ there, advanced with the listed frame below the forwarder. (red-team pass 79)
# expect: any
import typing, enum, dataclasses
class E(enum.Enum):
    A = 1
TDM = type(typing.TypedDict("T0", {}))
Base = type.__new__(TDM, "Base", (dict,), {"__required_keys__": map(enum.EnumType.__setattr__, [E], ["__dataclass_fields__"], [{}])})
TDM("T1", (Base,), {})
print("is_dataclass(E):", dataclasses.is_dataclass(E))
