# dataclasses: defaults, default_factory, field options, __post_init__ with InitVar,
# asdict/astuple of nested data, replace, fields, order, frozen errors, unsafe_hash.
from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar, FrozenInstanceError, is_dataclass, MISSING
from typing import List, Optional

@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
@dataclass
class Order:
    id: int
    items: List[Item] = field(default_factory=list)
    note: Optional[str] = field(default=None, repr=False)
    total: float = field(init=False, default=0.0)
    discount: InitVar[float] = 0.0
    def __post_init__(self, discount):
        self.total = round(sum(i.price for i in self.items) * (1 - discount), 2)
o = Order(1, [Item("pen", 1.5, ["office"]), Item("ink", 3.25)], note="rush", discount=0.1)
print(o)
print(asdict(o))
print(astuple(o))
print(replace(o, id=2, discount=0.5).total, o.total, o.note)
print([(f.name, f.default is MISSING, f.init, f.repr) for f in fields(Order)])
print(is_dataclass(o), is_dataclass(Order), is_dataclass(1), Order.__match_args__)
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
print(sorted([Task(3, "c"), Task(1, "a"), Task(2, "b")]), Task(1, "x") == Task(1, "y"))
@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
p = Point(1)
try:
    p.x = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(hash(p) == hash(Point(1, 0)), replace(p, y=3))
@dataclass(unsafe_hash=True)
class U:
    a: int
print(hash(U(1)) == hash(U(1)))
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    Item()
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Order2:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
@dataclass
class Child(Item):
    size: int = 1
print(Child("c", 2.0, [], 3), [f.name for f in fields(Child)])
