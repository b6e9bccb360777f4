import decimal
decimal.getcontext().prec = 5
decimal.getcontext().rounding = decimal.ROUND_FLOOR
[str(decimal.Decimal(1) / decimal.Decimal(7)), str(decimal.Decimal(-1) / decimal.Decimal(3))]
