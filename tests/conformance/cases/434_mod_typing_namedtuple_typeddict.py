# typing.NamedTuple (defaults, methods, _fields/_field_defaults/_asdict/_replace/_make)
# and TypedDict (total, required/optional keys, annotations, plain dict behaviour).
from typing import NamedTuple, TypedDict, Optional, List

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: float = 100.0
    def raise_pct(self, pct):
        return self._replace(salary=round(self.salary * (1 + pct / 100), 2))
e = Employee("ann")
print(e, e._fields, e._field_defaults, e._asdict(), e.raise_pct(10))
print(Employee._make(["bob", "ops", 90]), Employee.__annotations__, e[0], len(e), e == ("ann", "eng", 100.0))
name, dept, _ = e
print(name, dept, isinstance(e, tuple), Employee.__mro__[1].__name__)
try:
    e.name = "x"
except AttributeError as err:
    print("AttributeError:", err)
try:
    Employee()
except TypeError as err:
    print("TypeError:", err)
Pair = NamedTuple("Pair", [("a", int), ("b", int)])
print(Pair(1, 2), Pair._fields)

class Movie(TypedDict):
    title: str
    year: int
class MovieExtra(Movie, total=False):
    rating: Optional[float]
    tags: List[str]
m: MovieExtra = {"title": "Up", "year": 2009}
m["rating"] = 8.3
print(m, type(m).__name__, sorted(MovieExtra.__required_keys__), sorted(MovieExtra.__optional_keys__))
print(MovieExtra.__total__, Movie.__total__, list(MovieExtra.__annotations__))
Point = TypedDict("Point", {"x": int, "y": int})
print(Point(x=1, y=2), Point.__name__)
try:
    isinstance(m, Movie)
except TypeError as err:
    print("TypeError:", err)
