# technique: enum internals: E._new_member_ is object.__new__; its __self__ is object
# expect: SandboxError: access to attribute '__self__' is not allowed
import enum
class Color(enum.Enum):
    RED = 1
Color._new_member_.__self__
