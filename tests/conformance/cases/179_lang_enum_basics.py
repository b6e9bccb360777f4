import enum
class Color(enum.Enum):
    RED = enum.auto()
    GREEN = enum.auto()
    BLUE = enum.auto()
E = enum.Enum("E", "A B")
Shape = enum.Enum("Shape", [("SQUARE", 4), ("TRI", 3)])
[Color.RED.name, Color.RED.value, Color(2).name, Color["BLUE"].value, [c.name for c in Color],
 len(Color), Color.RED is Color.RED, str(Color.GREEN), repr(Color.GREEN),
 [(m.name, m.value) for m in E], Shape.TRI.value, str(E.A)]
