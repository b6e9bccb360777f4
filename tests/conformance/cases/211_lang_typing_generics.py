from typing import TypeVar, Generic, Optional, Union, List, Dict, cast, TypedDict, Literal, Protocol, Any, Callable
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> Optional[T]:
        return self.items.pop() if self.items else None
class Movie(TypedDict):
    title: str
    year: int
class Greeter(Protocol):
    def greet(self) -> str: ...
def apply(f: Callable[[int], int], v: Union[int, str]) -> Any:
    return f(cast(int, v))
s: Stack[int] = Stack()
s.push(1)
s.push(2)
m: Movie = {"title": "Up", "year": 2009}
mode: Literal["r", "w"] = "r"
[s.pop(), s.pop(), s.pop(), m, type(m).__name__, apply(lambda x: x + 1, 4), mode, str(Optional[int]), str(Dict[str, List[int]])]
