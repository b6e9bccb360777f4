# A small banking OOP example of the kind found in tutorials: accounts with history,
# custom exceptions, class-level counters, properties, classmethods and inheritance.
from datetime import date

class InsufficientFundsError(Exception):
    def __init__(self, balance, amount):
        super().__init__(f"Cannot withdraw {amount:.2f}; balance is only {balance:.2f}")
        self.balance = balance
        self.amount = amount

class Account:
    _next_number = 1000
    interest_rate = 0.0

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.number = Account._next_number
        Account._next_number += 1
        self.history = []

    @property
    def balance(self):
        return self._balance

    @classmethod
    def from_dict(cls, data):
        return cls(data["owner"], data.get("balance", 0.0))

    @staticmethod
    def _validate(amount):
        if amount <= 0:
            raise ValueError("Amount must be positive")

    def deposit(self, amount, when=date(2024, 1, 1)):
        self._validate(amount)
        self._balance += amount
        self.history.append((when.isoformat(), "deposit", amount))
        return self

    def withdraw(self, amount, when=date(2024, 1, 1)):
        self._validate(amount)
        if amount > self._balance:
            raise InsufficientFundsError(self._balance, amount)
        self._balance -= amount
        self.history.append((when.isoformat(), "withdraw", amount))
        return self

    def transfer(self, other, amount):
        self.withdraw(amount)
        other.deposit(amount)

    def apply_interest(self):
        interest = round(self._balance * self.interest_rate, 2)
        if interest:
            self.deposit(interest)
        return interest

    def __str__(self):
        return f"{self.__class__.__name__} #{self.number} ({self.owner}): ${self._balance:,.2f}"

    def __repr__(self):
        return f"{type(self).__name__}(owner={self.owner!r}, balance={self._balance!r})"

class SavingsAccount(Account):
    interest_rate = 0.025

class CheckingAccount(Account):
    def __init__(self, owner, balance=0.0, overdraft=100.0):
        super().__init__(owner, balance)
        self.overdraft = overdraft

    def withdraw(self, amount, when=date(2024, 1, 1)):
        self._validate(amount)
        if amount > self._balance + self.overdraft:
            raise InsufficientFundsError(self._balance, amount)
        self._balance -= amount
        self.history.append((when.isoformat(), "withdraw", amount))
        return self

class Bank:
    def __init__(self, name):
        self.name = name
        self.accounts = {}

    def open(self, kind, owner, **kwargs):
        acct = kind(owner, **kwargs)
        self.accounts[acct.number] = acct
        return acct

    def total_deposits(self):
        return sum(a.balance for a in self.accounts.values())

    def report(self):
        lines = [f"== {self.name} =="]
        for acct in sorted(self.accounts.values(), key=lambda a: (-a.balance, a.number)):
            lines.append(str(acct))
        lines.append(f"Total: ${self.total_deposits():,.2f}")
        return "\n".join(lines)

bank = Bank("First Python Bank")
alice = bank.open(SavingsAccount, "Alice", balance=1500.0)
bob = bank.open(CheckingAccount, "Bob", balance=200.0, overdraft=50.0)
carol = bank.open(Account, "Carol")
alice.deposit(250.0, date(2024, 2, 1)).withdraw(100.0, date(2024, 2, 3))
bob.withdraw(240.0)
alice.transfer(carol, 300.0)
try:
    carol.withdraw(1000.0)
except InsufficientFundsError as e:
    print("Error:", e, "| short by", e.amount - e.balance)
try:
    bob.deposit(-5)
except ValueError as e:
    print("Error:", e)
print("Interest paid:", alice.apply_interest(), bob.apply_interest())
print(bank.report())
print(repr(carol), Account.from_dict({"owner": "Dan"}))
for entry in alice.history:
    print(*entry)
print(isinstance(alice, Account), issubclass(CheckingAccount, Account), SavingsAccount.__mro__[1].__name__)
result = {a.owner: round(a.balance, 2) for a in bank.accounts.values()}
