# enum: auto, aliases, __members__, lookup by value and name, Flag combinations and
# iteration, IntEnum/StrEnum arithmetic and formatting, _missing_, custom _value_ in
# __new__, _generate_next_value_, unique.
import enum

class Color(enum.Enum):
    RED = enum.auto()
    GREEN = enum.auto()
    BLUE = enum.auto()
    CRIMSON = 1
print(list(Color), Color.CRIMSON is Color.RED, list(Color.__members__), Color(2), Color["BLUE"])
print(Color.RED.name, Color.RED.value, repr(Color.GREEN), str(Color.GREEN), Color.RED in Color)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1
    RW = R | W
rw = Perm.R | Perm.W
print(rw, rw is Perm.RW, Perm.R in rw, Perm.X in rw, list(Perm.RW), bool(Perm(0)), Perm(7), ~Perm.R)
print(repr(Perm.R | Perm.X), Perm.RW.name, (Perm.R | Perm.X).name, len(Perm))
class Prio(enum.IntEnum):
    LOW = 1
    HIGH = 3
print(Prio.LOW < Prio.HIGH, Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW, 2]), f"{Prio.HIGH}", str(Prio.LOW), format(Prio.LOW, "03d"))
class Mode(enum.StrEnum):
    READ = enum.auto()
    WRITE = "w"
print(Mode.READ, Mode.READ == "read", Mode.WRITE.upper(), f"{Mode.WRITE}", repr(Mode.READ))
class Status(enum.Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
print(Status("ACTIVE"), Status("Inactive"))
try:
    Status("gone")
except ValueError as e:
    print("ValueError:", e)
class Planet(enum.Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass, self.radius = mass, radius
    @property
    def gravity(self):
        return round(6.673e-11 * self.mass / (self.radius * self.radius), 2)
print(Planet.EARTH.gravity, Planet.EARTH.value, Planet((3.303e+23, 2.4397e6)).name)
class Coin(enum.Enum):
    def __new__(cls, cents, label):
        obj = object.__new__(cls)
        obj._value_ = cents
        obj.label = label
        return obj
    PENNY = (1, "penny")
    DIME = (10, "dime")
print(Coin(10), Coin.DIME.label, Coin.PENNY.value)
class Lower(enum.Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    ALPHA = enum.auto()
    BETA = enum.auto()
print([m.value for m in Lower])
try:
    @enum.unique
    class Dup(enum.Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
Animal = enum.Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal.__module__)
try:
    Color.RED = 5
except AttributeError as e:
    print("AttributeError:", e)
