from fractions import Fraction
a = Fraction(1, 3)
b = Fraction("2/5")
[str(a + b), str(a * b), str(a / b), str(a - b), str(a ** 2), str(Fraction(0.75)), str(Fraction("0.125")),
 str(Fraction(3.14159).limit_denominator(1000)), a < b, float(a), a.numerator, b.denominator, int(Fraction(7, 2)),
 round(Fraction(7, 2)), str(Fraction(6, -4)), str(sum(Fraction(1, n) for n in range(1, 6))), Fraction(1, 2) == 0.5]
