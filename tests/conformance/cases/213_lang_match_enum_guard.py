import enum
class Op(enum.Enum):
    ADD = "+"
    SUB = "-"
    MUL = "*"
def calc(op, a, b):
    match op:
        case Op.ADD:
            return a + b
        case Op.SUB if a >= b:
            return a - b
        case Op.SUB:
            return -(b - a)
        case Op.MUL:
            return a * b
[calc(Op.ADD, 2, 3), calc(Op.SUB, 5, 1), calc(Op.SUB, 1, 5), calc(Op.MUL, 4, 4), calc(Op("*"), 2, 2)]
