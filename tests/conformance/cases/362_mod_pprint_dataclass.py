# pprint prints a dataclass with its generated __repr__ field by field.
import pprint
from dataclasses import dataclass, field
@dataclass
class Item:
    name: str
    tags: list = field(default_factory=list)
@dataclass
class Order:
    id: int
    items: list
o = Order(7, [Item("a", list(range(8))), Item("b")])
pprint.pprint(o, width=40)
result = pprint.pformat(Item("c", ["x"] * 6), width=30)
