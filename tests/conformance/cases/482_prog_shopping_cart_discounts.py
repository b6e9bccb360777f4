# A shopping cart with Decimal money, discount strategies (ABC + strategy pattern),
# tax rounding with quantize, coupons validated by regex, and a formatted receipt.
from abc import ABC, abstractmethod
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
import re

CENT = Decimal("0.01")
def money(x):
    return Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)

@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price: Decimal
    category: str

@dataclass
class Line:
    product: Product
    qty: int
    @property
    def subtotal(self):
        return money(self.product.price * self.qty)

class Discount(ABC):
    @abstractmethod
    def amount(self, cart): ...
    def describe(self):
        return type(self).__name__

class PercentOff(Discount):
    def __init__(self, pct, category=None):
        self.pct, self.category = Decimal(pct), category
    def amount(self, cart):
        base = sum((l.subtotal for l in cart.lines if self.category in (None, l.product.category)), Decimal(0))
        return money(base * self.pct / 100)
    def describe(self):
        return f"{self.pct}% off" + (f" {self.category}" if self.category else "")

class BuyXGetY(Discount):
    def __init__(self, sku, x, y):
        self.sku, self.x, self.y = sku, x, y
    def amount(self, cart):
        for l in cart.lines:
            if l.product.sku == self.sku:
                free = (l.qty // (self.x + self.y)) * self.y
                return money(free * l.product.price)
        return Decimal("0.00")
    def describe(self):
        return f"buy {self.x} get {self.y} {self.sku}"

class Cart:
    TAX = Decimal("0.0825")
    COUPON = re.compile(r"^(SAVE)(\d{1,2})$|^(BOGO)-([A-Z0-9]+)$")

    def __init__(self):
        self.lines = []
        self.discounts = []

    def add(self, product, qty=1):
        if qty <= 0:
            raise ValueError("quantity must be positive")
        for l in self.lines:
            if l.product == product:
                l.qty += qty
                return self
        self.lines.append(Line(product, qty))
        return self

    def apply(self, code):
        m = self.COUPON.match(code)
        if not m:
            raise ValueError(f"invalid coupon {code!r}")
        if m.group(1):
            self.discounts.append(PercentOff(m.group(2)))
        else:
            self.discounts.append(BuyXGetY(m.group(4), 1, 1))

    @property
    def subtotal(self):
        return sum((l.subtotal for l in self.lines), Decimal("0.00"))

    def receipt(self):
        rows = [f"{l.product.name:<14}{l.qty:>3} x {l.product.price:>7} = {l.subtotal:>8}" for l in self.lines]
        total_disc = Decimal("0.00")
        for d in self.discounts:
            amt = d.amount(self)
            total_disc += amt
            rows.append(f"  {d.describe():<28} -{amt:>8}")
        taxable = self.subtotal - total_disc
        tax = money(taxable * self.TAX)
        rows.append(f"{'Subtotal':<31}{self.subtotal:>9}")
        rows.append(f"{'Discounts':<31}{-total_disc:>9}")
        rows.append(f"{'Tax 8.25%':<31}{tax:>9}")
        rows.append(f"{'TOTAL':<31}{taxable + tax:>9}")
        return "\n".join(rows)

catalog = {p.sku: p for p in [Product("A1", "Coffee beans", Decimal("12.99"), "food"),
                               Product("B2", "Mug", Decimal("7.50"), "home"),
                               Product("C3", "Filter pack", Decimal("3.333"), "home")]}
cart = Cart()
cart.add(catalog["A1"], 2).add(catalog["B2"], 3).add(catalog["C3"], 4).add(catalog["A1"])
cart.apply("SAVE10")
cart.apply("BOGO-B2")
cart.discounts.append(PercentOff(5, "home"))
for bad in ("SAVE100", "FREE"):
    try:
        cart.apply(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    cart.add(catalog["B2"], 0)
except ValueError as e:
    print("ValueError:", e)
print(cart.receipt())
try:
    Discount()
except TypeError as e:
    print("TypeError:", e)
result = str(cart.subtotal)
