from decimal import Decimal, localcontext, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN
with localcontext() as ctx:
    ctx.prec = 6
    a = Decimal(1) / Decimal(7)
b = Decimal(1) / Decimal(7)
[str(a), str(b), str(Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)),
 str(Decimal("2.665").quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)),
 str(Decimal("-1.99").quantize(Decimal("1"), rounding=ROUND_DOWN)),
 str(Decimal("0.1") + Decimal("0.2")), str(Decimal(0.1)), str(Decimal("1.30") * 2), str(Decimal("10").sqrt()),
 str(Decimal("1e3").normalize()), Decimal("1.5") > 1, str(Decimal("NaN")), Decimal("3.000").as_tuple().exponent,
 str(Decimal(2) ** 100), int(Decimal("7.9")), float(Decimal("0.5"))]
