# technique: raise decimal precision to the maximum and divide (huge allocation inside libmpdec)
# expect: MemoryError | TimeoutError | WorkerKilled | CPULimitExceeded
# timeout_s: 5
import decimal
ctx = decimal.getcontext()
ctx.prec = decimal.MAX_PREC
ctx.Emax = decimal.MAX_EMAX
decimal.Decimal(1) / decimal.Decimal(7)
