from dataclasses import dataclass, field, asdict, astuple, fields
@dataclass(order=True)
class Item:
    sort_index: float = field(init=False, repr=False)
    name: str
    price: float
    tags: list = field(default_factory=list)
    def __post_init__(self):
        self.sort_index = self.price
items = [Item("b", 3.0), Item("a", 1.5, ["x"]), Item("c", 2.0)]
items[2].tags.append("new")
srt = sorted(items)
[[i.name for i in srt], asdict(items[1]), astuple(items[0]), [f.name for f in fields(Item)], repr(items[0]), Item("z", 1).tags is not Item("w", 1).tags]
