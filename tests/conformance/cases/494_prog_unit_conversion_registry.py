# A unit-conversion library: a registry filled by __init_subclass__, exact factors with
# Fraction, a Quantity class with arithmetic and comparisons across units, parsing of
# "12.5 km" strings, and helpful errors.
from fractions import Fraction
import re
import functools

class Dimension:
    registry = {}
    units = {}
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Dimension.registry[cls.__name__.lower()] = cls
        for unit in cls.units:
            Dimension.units[unit] = cls

class Length(Dimension):
    base = "m"
    units = {"m": Fraction(1), "km": Fraction(1000), "cm": Fraction(1, 100), "mm": Fraction(1, 1000),
             "in": Fraction(254, 10000), "ft": Fraction(3048, 10000), "mi": Fraction(1609344, 1000)}

class Mass(Dimension):
    base = "kg"
    units = {"kg": Fraction(1), "g": Fraction(1, 1000), "lb": Fraction(45359237, 100000000), "oz": Fraction(45359237, 1600000000)}

class Time(Dimension):
    base = "s"
    units = {"s": Fraction(1), "min": Fraction(60), "h": Fraction(3600), "day": Fraction(86400)}

class UnitError(ValueError):
    pass

@functools.total_ordering
class Quantity:
    PATTERN = re.compile(r"^\s*([-+]?\d+(?:\.\d+)?)\s*([a-z]+)\s*$")

    def __init__(self, value, unit):
        if unit not in Dimension.units:
            raise UnitError(f"unknown unit {unit!r}")
        self.value = Fraction(value)
        self.unit = unit
        self.dim = Dimension.units[unit]

    @classmethod
    def parse(cls, text):
        m = cls.PATTERN.match(text)
        if not m:
            raise UnitError(f"cannot parse {text!r}")
        return cls(Fraction(m.group(1)), m.group(2))

    def to(self, unit):
        if Dimension.units.get(unit) is not self.dim:
            raise UnitError(f"cannot convert {self.unit} to {unit}")
        factor = self.dim.units[self.unit] / self.dim.units[unit]
        return Quantity(self.value * factor, unit)

    def _base(self):
        return self.value * self.dim.units[self.unit]

    def __add__(self, other):
        return Quantity(self.value + other.to(self.unit).value, self.unit)

    def __sub__(self, other):
        return self + Quantity(-other.value, other.unit)

    def __mul__(self, k):
        return Quantity(self.value * Fraction(k), self.unit)
    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, Quantity):
            return self._base() / other.to(other.dim.base)._base() if other.dim is self.dim else NotImplemented
        return Quantity(self.value / Fraction(other), self.unit)

    def __eq__(self, other):
        return isinstance(other, Quantity) and self.dim is other.dim and self._base() == other._base()

    def __lt__(self, other):
        if self.dim is not other.dim:
            raise UnitError(f"cannot compare {self.dim.__name__} with {other.dim.__name__}")
        return self._base() < other._base()

    def __repr__(self):
        v = self.value
        shown = str(v.numerator) if v.denominator == 1 else f"{float(v):.6g}"
        return f"{shown} {self.unit}"

print(sorted(Dimension.registry), len(Dimension.units))
marathon = Quantity.parse("26.2 mi")
print(marathon.to("km"), marathon.to("ft"), Quantity.parse("5 ft") + Quantity(6, "in"))
print(Quantity(1, "day").to("min"), Quantity(90, "min") > Quantity(1, "h"), Quantity(1, "kg") == Quantity(1000, "g"))
print(sorted([Quantity(1, "mi"), Quantity(1500, "m"), Quantity(5000, "ft"), Quantity(1, "km")]))
print(Quantity(10, "km") / Quantity(500, "m"), Quantity(3, "lb") * 2, (Quantity(1, "oz") * 16).to("lb"), Quantity(7, "h") - Quantity(30, "min"))
for bad in [lambda: Quantity(1, "parsec"), lambda: Quantity(1, "kg").to("m"), lambda: Quantity.parse("ten km"),
            lambda: Quantity(1, "kg") < Quantity(1, "m")]:
    try:
        bad()
    except UnitError as e:
        print("UnitError:", e)
print(isinstance(UnitError("x"), ValueError), Quantity(1, "m") == "1 m", Quantity.parse(" -2.5 cm ").to("mm"))
