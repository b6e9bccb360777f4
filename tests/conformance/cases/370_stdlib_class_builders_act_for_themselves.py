# Stdlib code that sets dunders on the classes it builds, takes its caller's module or reads a
# signature still does so now that only listed functions act for themselves (red-team pass 78):
# dataclass variants, enum kinds and the functional API, typing's NamedTuple/TypedDict/
# Protocol/Generic/NewType/final/no_type_check/dataclass_transform, abc, total_ordering,
# singledispatch, copy and pprint of them.
import dataclasses, enum, typing, abc, functools, collections, contextlib, copy, pprint, json, statistics, heapq
from dataclasses import dataclass, field, make_dataclass, replace, asdict, astuple, fields
out = []
def t(name, fn):
    try:
        out.append((name, repr(fn())[:200]))
    except BaseException as e:
        out.append((name, "EXC " + type(e).__name__ + ": " + str(e)[:120]))

@dataclass(frozen=True, order=True)
class P:
    x: int
    y: int = 2
@dataclass(slots=True, kw_only=True)
class Q:
    a: int = 0
    b: list = field(default_factory=list)
@dataclass(eq=False, repr=False, unsafe_hash=True)
class R:
    z: int = 3
t("dc", lambda: (P(1), P(1) < P(2), Q(a=1), hash(R()) is not None, replace(P(1), y=5), asdict(Q()), astuple(P(3)), [f.name for f in fields(Q)]))
t("dc_frozen_set", lambda: setattr(P(1), "x", 3))
M = make_dataclass("M", [("u", int), ("v", str, field(default="s"))], namespace={"w": lambda self: self.u})
t("make_dc", lambda: (M(1), M(2).w()))
class Base: pass
@dataclass
class Child(Base):
    c: int = 1
    def __post_init__(self):
        self.d = self.c * 2
t("dc_post", lambda: (Child(), Child().d, copy.deepcopy(Child(4)), copy.copy(P(9))))

class Color(enum.Enum):
    RED = 1
    GREEN = enum.auto()
    @classmethod
    def _missing_(cls, v):
        return cls.RED
class Perm(enum.Flag):
    R = 4; W = 2; X = 1
class IP(enum.IntFlag):
    A = 1; B = 2
class S(enum.StrEnum):
    A = enum.auto()
class N(enum.IntEnum):
    ONE = 1
@enum.unique
class U1(enum.Enum):
    A = 1; B = 2
@enum.verify(enum.CONTINUOUS)
class V(enum.IntEnum):
    A = 1; B = 2
t("enum", lambda: (Color(5), Color.GREEN, Perm.R | Perm.W, ~Perm.R, IP.A | IP.B, S.A, N.ONE + 1, str(Color.RED), format(N.ONE), list(Perm), Perm.R ^ Perm.W, Perm.R & Perm.W, V.B))
@enum.global_enum
class GE(enum.Enum):
    GA = 1
t("global_enum", lambda: (repr(GA), str(GE.GA)))
F = enum.Enum("F", "A B C")
F2 = enum.IntEnum("F2", [("X", 5)])
t("enum_func", lambda: (F.A, F2.X, F["B"], F(3), copy.copy(Color.RED), copy.deepcopy(Perm.R)))
class E2(enum.Enum):
    A = 1
    def describe(self): return self.name
    @property
    def p(self): return 7
t("enum_methods", lambda: (E2.A.describe(), E2.A.p, E2.A.value, E2["A"], len(E2)))

T = typing.TypeVar("T")
PS = typing.ParamSpec("PS")
class G(typing.Generic[T]):
    def __init__(self, v: T): self.v = v
class NT(typing.NamedTuple):
    a: int
    b: str = "x"
NT2 = typing.NamedTuple("NT2", [("q", int)])
class TD(typing.TypedDict, total=False):
    a: int
TD2 = typing.TypedDict("TD2", {"k": str})
@typing.runtime_checkable
class Pr(typing.Protocol):
    def meth(self) -> int: ...
class Impl:
    def meth(self): return 1
class Pr2(typing.Protocol):
    x: int
class ImplPr2(Pr2):
    def __init__(self): self.x = 3
UserId = typing.NewType("UserId", int)
@typing.final
class Fin: pass
@typing.no_type_check
class NTC:
    def f(self, a: int): return a
@typing.dataclass_transform()
class DT: pass
@typing.overload
def ov(x: int) -> int: ...
def ov(x): return x
def hinted(a: int, b: str = "q") -> typing.List[int]: return [a]
t("typing", lambda: (G[int](3).v, NT(1), NT2(2), TD(a=1), TD2(k="v"), isinstance(Impl(), Pr), ImplPr2().x, UserId(5), typing.get_type_hints(hinted), typing.get_type_hints(NT), T, PS, typing.get_origin(typing.List[int]), ov(3), NTC().f(2)))
t("typing_nt_ops", lambda: (NT(1)._replace(a=4), NT._fields, NT(1)._asdict(), copy.deepcopy(NT(1, "z"))))

class A(abc.ABC):
    @abc.abstractmethod
    def f(self): ...
class B(A):
    def f(self): return 1
t("abc", lambda: (B().f(), isinstance(B(), A)))
t("abc_inst", lambda: A())
class C2(abc.ABC):
    def g(self): return 1
C2.g = abc.abstractmethod(lambda self: 1)
t("abc_update", lambda: abc.update_abstractmethods(C2)())
class SeqLike(collections.abc.Sequence):
    def __getitem__(self, i):
        if i >= 3: raise IndexError(i)
        return i
    def __len__(self): return 3
t("abc_seq", lambda: (list(SeqLike()), SeqLike().index(2), isinstance([], collections.abc.Sequence)))

@functools.total_ordering
class TO:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
t("total_ordering", lambda: (TO(1) <= TO(2), TO(3) > TO(2), TO(2) >= TO(2)))
def deco(f):
    @functools.wraps(f)
    def w(*a): return f(*a)
    return w
@deco
def wrapped(x):
    "doc"
    return x
class Wc: 
    "cdoc"
def mkcls():
    class Z: pass
    return functools.update_wrapper(Z, Wc)
@functools.singledispatch
def sd(x): return "obj"
@sd.register
def _(x: int): return "int"
class SDM:
    @functools.singledispatchmethod
    def m(self, x): return "o"
    @m.register
    def _(self, x: int): return "i"
    @functools.cached_property
    def cp(self): return 42
    @functools.lru_cache
    def lc(self, x): return x * 2
t("functools", lambda: (sd(1), sd("a"), SDM().m(1), SDM().m("a"), SDM().cp, SDM().lc(4), functools.reduce(lambda a, b: a + b, [1, 2, 3]), functools.partial(max, 1)(2)))
Pt = collections.namedtuple("Pt", "x y", defaults=[0], module="mymod")
Pt2 = collections.namedtuple("Pt2", ["a", "b"], rename=True)
@contextlib.contextmanager
def cm():
    yield 5
t("contextlib", lambda: [x for x in [1] for _ in [0]] and (lambda: (cm().__enter__()))())
with contextlib.suppress(KeyError):
    {}["a"]
t("copy_misc", lambda: (copy.deepcopy({"a": [P(1), Color.RED, NT(1)]}), copy.copy(collections.OrderedDict(a=1)), copy.deepcopy(collections.defaultdict(list, {"a": [1]}))))
buf = []
class W:
    def write(self, s): buf.append(s)
pprint.pprint({"a": P(1), "b": [Q()] * 3, "c": NT(1)}, stream=W(), width=40)
json.dump({"a": 1}, W())
class Meta(type):
    def __new__(m, n, b, ns):
        c = super().__new__(m, n, b, ns)
        c.tag = n.lower()
        return c
class WithMeta(metaclass=Meta): pass
t("meta", lambda: WithMeta.tag)
class WithSetattr:
    pass
WithSetattr.q = 1
type.__setattr__(WithSetattr, "r", 2)
t("classattr", lambda: (WithSetattr.q, WithSetattr.r))
t("subcls_init", lambda: type("Dyn", (), {"a": 1}).a)
for name, r in out:
    print(name, "=>", r)
