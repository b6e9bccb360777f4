# A vending machine as a finite state machine: Enum states and events, a transition
# table of methods, money in integer cents, change-making, and an audit trail.
from enum import Enum
from collections import Counter

class State(Enum):
    IDLE = "idle"
    HAS_MONEY = "has money"
    DISPENSING = "dispensing"
    OUT_OF_SERVICE = "out of service"

class Event(Enum):
    INSERT = "insert"
    SELECT = "select"
    CANCEL = "cancel"
    SERVICE = "service"

class TransitionError(Exception):
    pass

class VendingMachine:
    COINS = (200, 100, 50, 20, 10, 5)

    def __init__(self, stock, prices):
        self.state = State.IDLE
        self.stock = Counter(stock)
        self.prices = prices
        self.balance = 0
        self.bank = Counter({c: 5 for c in self.COINS})
        self.trail = []
        self.table = {
            (State.IDLE, Event.INSERT): self._insert,
            (State.HAS_MONEY, Event.INSERT): self._insert,
            (State.HAS_MONEY, Event.SELECT): self._select,
            (State.HAS_MONEY, Event.CANCEL): self._cancel,
            (State.IDLE, Event.SERVICE): self._service,
            (State.OUT_OF_SERVICE, Event.SERVICE): self._service,
        }

    def handle(self, event, arg=None):
        action = self.table.get((self.state, event))
        if action is None:
            raise TransitionError(f"cannot {event.value} while {self.state.value}")
        before = self.state
        out = action(arg)
        self.trail.append((before.name, event.name, self.state.name))
        return out

    def _insert(self, coin):
        if coin not in self.COINS:
            raise ValueError(f"rejected coin {coin}")
        self.balance += coin
        self.bank[coin] += 1
        self.state = State.HAS_MONEY
        return self.balance

    def _change(self, amount):
        out = []
        for c in self.COINS:
            while amount >= c and self.bank[c]:
                amount -= c
                self.bank[c] -= 1
                out.append(c)
        if amount:
            raise ValueError("cannot make change")
        return out

    def _select(self, item):
        price = self.prices[item]
        if not self.stock[item]:
            return f"{item} sold out"
        if self.balance < price:
            return f"insert {price - self.balance} more"
        self.state = State.DISPENSING
        self.stock[item] -= 1
        change = self._change(self.balance - price)
        self.balance = 0
        self.state = State.IDLE
        return f"dispensed {item}, change {change}"

    def _cancel(self, _):
        refund = self._change(self.balance)
        self.balance = 0
        self.state = State.IDLE
        return f"refunded {refund}"

    def _service(self, _):
        self.state = State.IDLE if self.state is State.OUT_OF_SERVICE else State.OUT_OF_SERVICE
        return self.state.value

vm = VendingMachine({"cola": 2, "chips": 1}, {"cola": 125, "chips": 90})
script = [(Event.SELECT, "cola"), (Event.INSERT, 100), (Event.SELECT, "cola"), (Event.INSERT, 50),
          (Event.SELECT, "cola"), (Event.INSERT, 200), (Event.SELECT, "chips"), (Event.INSERT, 3),
          (Event.INSERT, 100), (Event.SELECT, "chips"), (Event.CANCEL, None), (Event.SERVICE, None),
          (Event.INSERT, 100), (Event.SERVICE, None)]
for event, arg in script:
    try:
        print(f"{event.name:<8} {str(arg):<6} -> {vm.handle(event, arg)}")
    except (TransitionError, ValueError) as e:
        print(f"{event.name:<8} {str(arg):<6} !! {type(e).__name__}: {e}")
print(vm.state, dict(vm.stock), sum(c * n for c, n in vm.bank.items()))
print(Counter(t[1] for t in vm.trail).most_common())
