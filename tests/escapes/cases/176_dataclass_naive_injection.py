# technique: naive dataclass field-name injection 'x=1;import os;(' through type() + dataclass
# expect: any
import dataclasses
C = type("C", (), {"__annotations__": {"x=1;import os;(": int}})
dataclasses.dataclass(C)
