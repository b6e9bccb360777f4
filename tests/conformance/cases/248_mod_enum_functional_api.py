import enum
E = enum.Enum("E", "A B")
Lvl = enum.IntEnum("Lvl", ["LOW", "MID", "HIGH"])
Col = enum.Enum("Col", {"RED": "r", "GREEN": "g"})
F = enum.Flag("F", "X Y Z")
[[(m.name, m.value) for m in E], Lvl.HIGH + 0, Lvl.MID < Lvl.HIGH, Col("g").name, (F.X | F.Z).value, repr(E.B),
 E["A"] is E.A, type(E.A).__name__, list(Lvl)]
