from dataclasses import dataclass
@dataclass
class Pt:
    x: int
    y: int = 0
Pt(1, 2)
