import dataclasses
@dataclasses.dataclass(frozen=True)
class P:
    x: int
    y: int = 0
p = P(1)
try:
    p.x = 5
except dataclasses.FrozenInstanceError as e:
    print("frozen:", e)
[repr(p), p == P(1, 0), hash(p) == hash(P(1, 0)), dataclasses.replace(p, y=9)]
