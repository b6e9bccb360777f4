from fractions import Fraction
from decimal import Decimal
[Fraction(1, 3), Decimal("0.10"), 1 + 2j, b"ab\x00\xff", range(3), range(1, 10, 2), bytearray(b"x")]
