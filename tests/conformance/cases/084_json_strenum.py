import enum
class Mode(enum.StrEnum):
    FAST = "fast"
    SLOW = "slow"
{"m": Mode.FAST, "all": list(Mode)}
