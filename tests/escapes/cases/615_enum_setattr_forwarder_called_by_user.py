# technique: EnumType.__setattr__ forwards the name its caller chose to type.__setattr__: called by the user it passed as stdlib code; a forwarder now acts for whoever called it (red-team pass 78)
# expect: any
import enum, dataclasses
class E(enum.Enum):
    A = 1
enum.EnumType.__setattr__(E, "__dataclass_fields__", {})
print("is_dataclass(E):", dataclasses.is_dataclass(E))
