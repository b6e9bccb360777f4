from typing import NamedTuple
class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 100
e = Employee("ann")
e2 = e._replace(salary=200)
[e, e2._asdict(), Employee._fields, e.dept, e2 > e, list(e2)]
