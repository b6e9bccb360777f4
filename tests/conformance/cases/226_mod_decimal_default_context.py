import decimal
ctx = decimal.getcontext()
[ctx.prec, str(ctx.rounding), str(decimal.Decimal(1) / decimal.Decimal(7)), str(decimal.Decimal(-1) / decimal.Decimal(3))]
