# Introspection that needs no sys/inspect: callable, isinstance/issubclass with tuples and
# ABCs, type checks, duck typing with hasattr, function metadata, builtin type names.
import collections.abc as cabc
import numbers, decimal, fractions
def describe(x):
    kinds = []
    for name, abc_ in [("callable", cabc.Callable), ("iterable", cabc.Iterable), ("sequence", cabc.Sequence),
                       ("mapping", cabc.Mapping), ("set", cabc.Set), ("hashable", cabc.Hashable),
                       ("number", numbers.Number), ("integral", numbers.Integral), ("real", numbers.Real),
                       ("generator", cabc.Generator), ("iterator", cabc.Iterator), ("awaitable", cabc.Awaitable)]:
        if isinstance(x, abc_):
            kinds.append(name)
    return type(x).__name__, callable(x), kinds
def gen():
    yield 1
class WithCall:
    def __call__(self):
        return 1
for obj in [1, 2.5, True, 1j, "s", b"b", [1], (1,), {1}, frozenset(), {"a": 1}, range(3), len, describe,
            WithCall(), WithCall, gen(), iter([1]), decimal.Decimal(1), fractions.Fraction(1, 2), None, ...]:
    print(describe(obj))
print(isinstance(True, int), issubclass(bool, (str, int)), isinstance([], (list, tuple)), issubclass(type, object))
print(issubclass(decimal.Decimal, numbers.Real), issubclass(decimal.Decimal, numbers.Number), issubclass(fractions.Fraction, numbers.Rational))
def api(a, b=2, *args, c, d=4, **kw) -> int:
    "doc"
    return a
print(api.__name__, api.__defaults__, api.__kwdefaults__, api.__annotations__, api.__doc__, api.__module__)
print(hasattr(api, "__call__"), hasattr([], "__len__"), hasattr(3, "__iter__"), type(api).__name__, type(print).__name__)
print(type(str.upper).__name__, type("".upper).__name__, type(WithCall.__call__).__name__, type(WithCall().__call__).__name__)
print(type(dict.fromkeys).__name__, type(int.__add__).__name__, type((1).__add__).__name__, type(property()).__name__)
