from typing import NamedTuple
class Inner(NamedTuple):
    a: int
    b: str
class Outer(NamedTuple):
    inner: Inner
    tags: frozenset
Outer(Inner(1, "x"), frozenset({"z", "y"}))
