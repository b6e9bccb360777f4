import numbers
from fractions import Fraction
from decimal import Decimal
import collections.abc as cabc
[isinstance(1, numbers.Integral), isinstance(1.5, numbers.Real), isinstance(Fraction(1, 2), numbers.Rational),
 isinstance(1j, numbers.Complex), isinstance(Decimal(1), numbers.Real), isinstance(Decimal(1), numbers.Number),
 isinstance([], cabc.Sequence), isinstance({}, cabc.Mapping), isinstance({}, cabc.MutableMapping), isinstance("s", cabc.Iterable),
 isinstance(iter([]), cabc.Iterator), isinstance((x for x in []), cabc.Generator), isinstance(len, cabc.Callable),
 isinstance(set(), cabc.Set), isinstance(frozenset(), cabc.MutableSet), issubclass(dict, cabc.Hashable), isinstance(1, cabc.Hashable)]
