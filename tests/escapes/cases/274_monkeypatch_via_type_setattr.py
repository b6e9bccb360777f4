# technique: type.__setattr__ called directly, bypassing the class's own __setattr__
# expect: any
import typing
type.__setattr__(typing.ForwardRef, "get_type_hints", 1)
