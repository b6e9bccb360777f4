# decimal: exact construction, context precision and rounding, localcontext, quantize,
# traps and flags, special values, and formatting.
from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, InvalidOperation, DivisionByZero, Context, Inexact
import decimal
print(Decimal(0.1), Decimal("0.1") + Decimal("0.2"), Decimal("1.10") * 3, Decimal(10) / Decimal(3))
print(getcontext().prec, getcontext().rounding)
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal("123456789") + 0)
print(Decimal(1) / Decimal(7))
price = Decimal("2.675")
print(price.quantize(Decimal("0.01")), price.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP),
      Decimal("2.665").quantize(Decimal("0.01"), ROUND_HALF_EVEN), Decimal("-2.5").quantize(Decimal(1), ROUND_DOWN))
print(Decimal("1.500").normalize(), Decimal("12.340").as_tuple(), Decimal(2).sqrt(), Decimal(1).exp(), Decimal(10).ln())
try:
    Decimal(1) / Decimal(0)
except DivisionByZero as e:
    print("DivisionByZero:", type(e).__mro__[1].__name__)
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation:", e)
ctx = Context(prec=3, traps=[Inexact])
try:
    ctx.divide(Decimal(1), Decimal(3))
except Inexact:
    print("Inexact trapped")
with localcontext() as c:
    c.traps[DivisionByZero] = False
    print(Decimal(1) / Decimal(0), c.flags[DivisionByZero])
print(Decimal("Infinity") > 10 ** 100, Decimal("NaN").is_nan(), Decimal("-0") == 0, Decimal("1e3"), Decimal("1E+3").to_integral())
print(f"{Decimal('1234567.891'):,.2f}", format(Decimal("0.000123"), ".2e"), str(Decimal("1e-7")), Decimal(3.5).as_integer_ratio())
print(sum([Decimal("0.1")] * 10), Decimal("10") % 3, Decimal(-7) // 2, round(Decimal("2.5")), round(Decimal("2.567"), 2))
print(Decimal("1.1").compare(Decimal("1.10")), Decimal("1.1") == Decimal("1.10"), max(Decimal("1"), Decimal("1.0")), decimal.MAX_PREC > 0)
