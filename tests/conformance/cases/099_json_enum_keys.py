import enum
class Color(enum.IntEnum):
    RED = 1
class Mode(enum.StrEnum):
    FAST = "fast"
class Plain(enum.Enum):
    A = 1
[{Color.RED: "r", Mode.FAST: "f"}, {Plain.A: 1}]
