import enum
class Big(enum.IntEnum):
    X = 2**60
    Y = 5
[Big.X, Big.Y]
