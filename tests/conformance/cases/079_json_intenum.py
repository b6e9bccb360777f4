import enum
class Color(enum.IntEnum):
    RED = 1
    GREEN = 2
Color.GREEN
