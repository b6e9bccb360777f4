# typing: Generic classes with TypeVars, get_origin/get_args, runtime_checkable Protocols,
# Literal, Annotated with get_type_hints(include_extras=True), cast, overload, final.
from typing import (Generic, TypeVar, Protocol, runtime_checkable, get_origin, get_args, Literal,
                    Annotated, get_type_hints, cast, overload, final, Union, Optional, Callable, Dict, List)
T = TypeVar("T")
K = TypeVar("K", bound=str)
class Stack(Generic[T]):
    def __init__(self):
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), Stack[int], Stack.__parameters__, type(s).__name__, s.__orig_class__)
class Pair(Generic[K, T]):
    pass
print(Pair[str, int].__args__, get_origin(Pair[str, int]) is Pair, T.__name__, K.__bound__)
print(get_origin(Dict[str, int]), get_args(Dict[str, int]), get_args(Union[int, str]), get_origin(list[int]))
print(get_args(Optional[int]), get_args(Callable[[int, str], bool]), get_origin(Literal["a"]), get_args(Literal["a", 1]))
@runtime_checkable
class SupportsClose(Protocol):
    def close(self) -> None: ...
class F:
    def close(self): pass
print(isinstance(F(), SupportsClose), isinstance(1, SupportsClose))
Meters = Annotated[float, "unit:m"]
def move(d: Meters, mode: Literal["walk", "run"] = "walk") -> Optional[str]:
    return None
print(get_type_hints(move))
print(get_type_hints(move, include_extras=True)["d"].__metadata__)
print(cast(int, "not checked"), cast("List[int]", [1]))
@overload
def conv(x: int) -> str: ...
@overload
def conv(x: str) -> int: ...
def conv(x):
    return str(x) if isinstance(x, int) else int(x)
print(conv(3), conv("4"))
@final
class Leaf:
    pass
print(Leaf.__final__ if hasattr(Leaf, "__final__") else "no marker", Union[int, None] == Optional[int], int | None)
try:
    Stack[int, str]
except TypeError as e:
    print("TypeError:", e)
