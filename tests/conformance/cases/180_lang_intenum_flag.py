import enum
class Prio(enum.IntEnum):
    LOW = 1
    HIGH = 3
class Perm(enum.Flag):
    R = enum.auto()
    W = enum.auto()
    X = enum.auto()
rw = Perm.R | Perm.W
[Prio.HIGH > Prio.LOW, Prio.LOW + 1, sorted([Prio.HIGH, Prio.LOW, 2]), str(Prio.HIGH),
 Perm.R in rw, Perm.X in rw, str(rw), rw.value, [p.name for p in Perm], bool(Perm(0)), f"{Prio.LOW}"]
