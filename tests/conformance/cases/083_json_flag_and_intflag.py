import enum
class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1
class IPerm(enum.IntFlag):
    R = 4
    W = 2
[Perm.R | Perm.W, IPerm.R | IPerm.W, Perm.X]
