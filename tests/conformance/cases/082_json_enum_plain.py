import enum
class Color(enum.Enum):
    RED = 1
    BLUE = "b"
[Color.RED, Color.BLUE]
