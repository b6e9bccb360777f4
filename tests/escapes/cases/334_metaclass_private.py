# technique: a private name found only on the metaclass (EnumType._create_) read through a user enum class
# expect: any
import enum
class C(enum.Enum):
    A = 1
C._create_
