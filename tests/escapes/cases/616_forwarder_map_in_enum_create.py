# technique: EnumType.__setattr__ is a FORWARDER: type.__setattr__ called from it is judged by the frame below it. A map over EnumType.__setattr__ handed to enum's functional API is advanced by enum's own _create_ loop (`for item in names`), so the frame below the forwarder is the LISTED EnumType._create_ (map.__next__ is C, no frame): the explicit type.__setattr__ passes as trusted and sets an un-assignable dunder (__dataclass_fields__) on the user's enum after creation. Same as case 614, with the forwarder in between. (red-team pass 79)
# expect: any
import enum, dataclasses
class E(enum.Enum):
    A = 1
enum.Enum("X", map(enum.EnumType.__setattr__, [E], ["__dataclass_fields__"], [{}]))
print("is_dataclass(E):", dataclasses.is_dataclass(E))
