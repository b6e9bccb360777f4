# technique: _decimal's CURRENT_CONTEXT takes the thread's current Context borrowed (only the contextvar holds it); Decimal('NaN') < w for a Fraction subclass w reads w.numerator (convert_op_cmp -> numerator_as_decimal), a property that calls decimal.setcontext(Context()) and frees it; dec_richcompare then ORs InvalidOperation into ctx->status of the freed block, now a fresh Context (use-after-free write)
# expect: any
import decimal, fractions
keep = []
class W(fractions.Fraction):
    @property
    def numerator(self):
        decimal.setcontext(decimal.Context())        # frees the context the comparison holds borrowed
        for _ in range(32):
            keep.append(decimal.Context(traps=[]))   # one takes its block
        return 1
decimal.setcontext(decimal.Context(prec=7))          # only the contextvar holds this one
w = W(1, 3)
try:
    r = decimal.Decimal("NaN") < w
except decimal.InvalidOperation:
    r = "trapped"
bad = [c for c in keep if c.flags[decimal.InvalidOperation]]
if bad:
    raise RuntimeError("use-after-free: a Decimal comparison set a flag in a freed context, now a fresh Context")
print("current context held across the comparison:", r)
