# A library management system of the kind used in OOP exercises: enums for status,
# dataclasses for records, custom exceptions, borrowing rules, fines with dates, reports.
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum, auto
from typing import Dict, List, Optional

class Status(Enum):
    AVAILABLE = auto()
    BORROWED = auto()
    LOST = auto()

class LibraryError(Exception):
    """Base class for library errors."""
class NotAvailable(LibraryError):
    pass
class LimitReached(LibraryError):
    pass

@dataclass
class Book:
    isbn: str
    title: str
    author: str
    year: int
    status: Status = Status.AVAILABLE
    def __str__(self):
        return f"{self.title} ({self.author}, {self.year})"

@dataclass
class Loan:
    book: Book
    member: "Member"
    start: date
    due: date
    returned: Optional[date] = None
    def fine(self, today, per_day=0.25):
        end = self.returned or today
        late = (end - self.due).days
        return round(max(0, late) * per_day, 2)

@dataclass
class Member:
    name: str
    max_loans: int = 2
    loans: List[Loan] = field(default_factory=list, repr=False)
    @property
    def active(self):
        return [l for l in self.loans if l.returned is None]

class Library:
    LOAN_DAYS = 14
    def __init__(self):
        self.books: Dict[str, Book] = {}
        self.members: Dict[str, Member] = {}
        self.log: List[str] = []

    def add(self, *books):
        for b in books:
            self.books[b.isbn] = b

    def join(self, name, **kw):
        self.members[name] = Member(name, **kw)
        return self.members[name]

    def borrow(self, name, isbn, today):
        member, book = self.members[name], self.books[isbn]
        if book.status is not Status.AVAILABLE:
            raise NotAvailable(f"{book.title!r} is {book.status.name.lower()}")
        if len(member.active) >= member.max_loans:
            raise LimitReached(f"{name} already has {len(member.active)} books")
        loan = Loan(book, member, today, today + timedelta(days=self.LOAN_DAYS))
        member.loans.append(loan)
        book.status = Status.BORROWED
        self.log.append(f"{today} {name} borrowed {book.title}")
        return loan

    def give_back(self, name, isbn, today):
        member = self.members[name]
        loan = next(l for l in member.active if l.book.isbn == isbn)
        loan.returned = today
        loan.book.status = Status.AVAILABLE
        self.log.append(f"{today} {name} returned {loan.book.title} fine={loan.fine(today):.2f}")
        return loan.fine(today)

    def search(self, text):
        text = text.lower()
        return sorted((b for b in self.books.values() if text in b.title.lower() or text in b.author.lower()), key=lambda b: b.year)

    def report(self, today):
        lines = []
        for m in sorted(self.members.values(), key=lambda m: m.name):
            owed = sum(l.fine(today) for l in m.loans)
            lines.append(f"{m.name:<6} active={len(m.active)} fines={owed:.2f}")
        by_status = {}
        for b in self.books.values():
            by_status.setdefault(b.status.name, []).append(b.isbn)
        lines.append(str(by_status))
        return "\n".join(lines)

lib = Library()
lib.add(Book("111", "Dune", "Frank Herbert", 1965), Book("222", "Neuromancer", "William Gibson", 1984),
        Book("333", "Foundation", "Isaac Asimov", 1951), Book("444", "I, Robot", "Isaac Asimov", 1950))
lib.join("ann")
lib.join("bob", max_loans=1)
d0 = date(2024, 3, 1)
lib.borrow("ann", "111", d0)
lib.borrow("ann", "333", d0 + timedelta(days=2))
for args in [("bob", "111"), ("ann", "222"), ("bob", "444")]:
    try:
        loan = lib.borrow(*args, d0 + timedelta(days=3))
        print("ok", loan.book, "due", loan.due)
    except LibraryError as e:
        print(type(e).__name__ + ":", e)
print("fine:", lib.give_back("ann", "111", d0 + timedelta(days=20)))
lib.books["222"].status = Status.LOST
print([str(b) for b in lib.search("asimov")], [b.title for b in lib.search("o")])
print(lib.report(d0 + timedelta(days=30)))
print("\n".join(lib.log))
print(lib.members["bob"], isinstance(NotAvailable("x"), LibraryError), LibraryError.__doc__)
