# dataclasses under `from __future__ import annotations`: ClassVar, InitVar and KW_ONLY
# written through the module (typing.ClassVar, dataclasses.InitVar, dataclasses.KW_ONLY)
# are recognised from the string annotation, as CPython does for imported modules.
from __future__ import annotations
import dataclasses
import typing

def show(cls, *args, **kwargs):
    names = [f.name for f in dataclasses.fields(cls)]
    try:
        print(cls.__name__, names, cls(*args, **kwargs))
    except TypeError as e:
        print(cls.__name__, names, "TypeError:", e)

@dataclasses.dataclass
class Counter:
    name: str
    instances: typing.ClassVar[int] = 0
show(Counter, "c")

@dataclasses.dataclass
class Scaled:
    value: int
    factor: dataclasses.InitVar[int] = 1
    def __post_init__(self, factor):
        self.value *= factor
show(Scaled, 2, 5)

@dataclasses.dataclass
class Opts:
    a: int
    _: dataclasses.KW_ONLY
    b: int = 2
show(Opts, 1, b=3)

from typing import ClassVar
from dataclasses import InitVar
@dataclasses.dataclass
class Direct:
    a: int
    total: ClassVar[int] = 0
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.a *= scale
show(Direct, 3, 2)
print(Counter.__annotations__)
