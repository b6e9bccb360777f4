from decimal import Decimal, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_UP, ROUND_05UP, Context, Inexact
vals = ["1.25", "-1.25", "1.35", "2.5"]
modes = [ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_UP, ROUND_05UP]
table = {m: [str(Decimal(v).quantize(Decimal("0.1"), rounding=m)) for v in vals] for m in modes}
ctx = Context(prec=3, traps=[Inexact])
try:
    ctx.divide(Decimal(1), Decimal(3))
except Inexact as e:
    print("Inexact trapped:", type(e).__name__)
table
