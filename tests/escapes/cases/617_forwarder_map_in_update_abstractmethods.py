# technique: variant of 01 through another LISTED function: abc.update_abstractmethods iterates each base's __abstractmethods__ (`for name in getattr(scls, '__abstractmethods__', ())`); a base made with type() can hold a map over EnumType.__setattr__ there, so the forwarder's caller is the listed update_abstractmethods frame and its type.__setattr__ passes. (Any listed function that iterates user data works: also typing._TypedDictMeta.__new__'s required_keys.update(base.__required_keys__), see 03.) (red-team pass 79)
# expect: any
import abc, enum, dataclasses
class E(enum.Enum):
    A = 1
B = type("B", (), {"__abstractmethods__": map(enum.EnumType.__setattr__, [E], ["__dataclass_fields__"], [{}])})
C = type("C", (B,), {"__abstractmethods__": frozenset()})
abc.update_abstractmethods(C)
print("is_dataclass(E):", dataclasses.is_dataclass(E))
