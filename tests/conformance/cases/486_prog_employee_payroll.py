# An employee payroll exercise: an abstract Employee with polymorphic pay, subclasses
# with their own rules, sorting with attrgetter, grouping with itertools.groupby,
# totals by department and a formatted table.
from abc import ABC, abstractmethod
from itertools import groupby
from operator import attrgetter
from statistics import mean

class Employee(ABC):
    _ids = 0
    def __init__(self, name, dept):
        Employee._ids += 1
        self.id = Employee._ids
        self.name, self.dept = name, dept
    @abstractmethod
    def monthly_pay(self) -> float: ...
    @property
    def kind(self):
        return type(self).__name__
    def __repr__(self):
        return f"<{self.kind} #{self.id} {self.name}>"
    def __lt__(self, other):
        return (self.dept, self.name) < (other.dept, other.name)

class Salaried(Employee):
    def __init__(self, name, dept, salary):
        super().__init__(name, dept)
        self.salary = salary
    def monthly_pay(self):
        return round(self.salary / 12, 2)

class Hourly(Employee):
    def __init__(self, name, dept, rate, hours):
        super().__init__(name, dept)
        self.rate, self.hours = rate, hours
    def monthly_pay(self):
        regular = min(self.hours, 160)
        overtime = max(self.hours - 160, 0)
        return round(regular * self.rate + overtime * self.rate * 1.5, 2)

class Manager(Salaried):
    def __init__(self, name, dept, salary, reports=()):
        super().__init__(name, dept, salary)
        self.reports = list(reports)
    def monthly_pay(self):
        return round(super().monthly_pay() + 150 * len(self.reports), 2)

class Contractor(Hourly):
    def monthly_pay(self):
        return round(self.rate * self.hours, 2)

staff = [Salaried("Grace", "eng", 120000), Hourly("Linus", "ops", 42.5, 172), Contractor("Ken", "eng", 90, 80),
         Salaried("Ada", "eng", 135000), Hourly("Barbara", "ops", 38, 150)]
boss = Manager("Margaret", "eng", 180000, reports=[e for e in staff if e.dept == "eng"])
staff.append(boss)
print(f"{'ID':>3} {'Name':<10}{'Dept':<6}{'Kind':<11}{'Monthly':>10}")
for e in sorted(staff):
    print(f"{e.id:>3} {e.name:<10}{e.dept:<6}{e.kind:<11}{e.monthly_pay():>10,.2f}")
for dept, group in groupby(sorted(staff, key=attrgetter("dept")), key=attrgetter("dept")):
    members = list(group)
    pays = [m.monthly_pay() for m in members]
    print(f"{dept}: n={len(members)} total={sum(pays):,.2f} avg={mean(pays):,.2f} top={max(members, key=lambda m: m.monthly_pay()).name}")
print(sorted(staff, key=attrgetter("kind", "name"))[:3])
print(boss.reports, isinstance(boss, Salaried), [c.__name__ for c in Manager.__mro__])
try:
    Employee("x", "y")
except TypeError as e:
    print("TypeError:", e)
result = {e.name: e.monthly_pay() for e in staff}
