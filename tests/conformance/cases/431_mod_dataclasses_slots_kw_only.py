# dataclasses with slots=True, kw_only (class-wide, per field and via KW_ONLY), match_args
# and inheritance of keyword-only fields.
from dataclasses import dataclass, field, KW_ONLY, fields, asdict
import dataclasses

@dataclass(slots=True)
class P:
    x: int
    y: int = 0
p = P(1, 2)
print(p, P.__slots__, hasattr(p, "__dict__"))
try:
    p.z = 1
except AttributeError as e:
    print("AttributeError:", e)
@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int
print(Opts(level=2))
try:
    Opts(True, 2)
except TypeError as e:
    print("TypeError:", e)
@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 1
    c: int = field(default=2, kw_only=False)
print(Mixed(1, 5, b=3), [(f.name, f.kw_only) for f in fields(Mixed)])
@dataclass
class Base:
    x: int
    y: int = field(default=0, kw_only=True)
@dataclass
class Derived(Base):
    z: int
print(Derived(1, 2, y=3), Derived.__match_args__)
@dataclass(slots=True, frozen=True)
class FS:
    a: int
    b: tuple = ()
fs = FS(1)
try:
    fs.a = 2
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(fs, hash(fs) == hash(FS(1)), asdict(fs))
@dataclass(match_args=False, repr=False, eq=False)
class NoExtras:
    a: int
print(hasattr(NoExtras, "__match_args__"), NoExtras(1) == NoExtras(1), type(NoExtras.__repr__).__name__)
@dataclass(slots=True)
class WithPost:
    a: int
    b: int = field(init=False)
    def __post_init__(self):
        self.b = self.a * 2
print(WithPost(4))
