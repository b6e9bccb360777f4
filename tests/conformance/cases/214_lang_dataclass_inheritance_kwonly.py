from dataclasses import dataclass, field, KW_ONLY
@dataclass
class Base:
    id: int
    tags: tuple = ()
@dataclass
class Child(Base):
    _: KW_ONLY
    name: str = "anon"
    meta: dict = field(default_factory=dict, compare=False)
c = Child(1, ("t",), name="kid")
[repr(c), c == Child(1, ("t",), name="kid", meta={"x": 1}), isinstance(c, Base)]
