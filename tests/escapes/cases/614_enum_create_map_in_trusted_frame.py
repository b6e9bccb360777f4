# technique: a function that may set dunders itself (enum's functional API, which also takes a frame) iterates the user's names: a map over type.__setattr__ ran inside it, so only an explicit call of type.__setattr__ the trusted code makes itself may pass (red-team pass 78)
# expect: any
import enum, dataclasses
class U:
    pass
enum.Enum("X", map(type.__setattr__, [U], ["__dataclass_fields__"], [{}]))
print("is_dataclass(U):", dataclasses.is_dataclass(U))
