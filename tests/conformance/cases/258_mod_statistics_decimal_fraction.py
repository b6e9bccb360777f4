import statistics
from fractions import Fraction
from decimal import Decimal
[statistics.mean([Fraction(1, 2), Fraction(1, 3)]), statistics.mean([Decimal("0.5"), Decimal("0.25")]),
 statistics.median([Fraction(1, 2), Fraction(3, 4), Fraction(1, 4)]), statistics.mode(["a", "b", "a"])]
