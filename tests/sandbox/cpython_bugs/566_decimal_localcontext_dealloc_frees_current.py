# technique: a dying localcontext() manager let go of its contexts when no _decimal function was running (the fix for a with-block loop that kept ~250 bytes a turn); here one is: Decimal('NaN') < w uses the manager's local context borrowed, and w.numerator exits the manager and drops it, which must keep that context until the comparison ends (else its InvalidOperation flag lands in a freed block, now a fresh Context)
# expect: any
import decimal, fractions
keep = []
box = [decimal.localcontext(decimal.Context(prec=7))]
class W(fractions.Fraction):
    @property
    def numerator(self):
        m = box.pop()
        m.__exit__(None, None, None)                 # current := the one before; the local is the manager's only
        del m                                        # the manager dies: its local context with it, unless kept
        for _ in range(32):
            keep.append(decimal.Context(traps=[]))   # one would take its block
        return 1
box[0].__enter__()                                   # current := the manager's local (held by the manager and the contextvar)
w = W(1, 3)
try:
    r = decimal.Decimal("NaN") < w
except decimal.InvalidOperation:
    r = "trapped"
bad = [c for c in keep if c.flags[decimal.InvalidOperation]]
if bad:
    raise RuntimeError("use-after-free: a Decimal comparison set a flag in a freed context (its manager died), now a fresh Context")
print("context held across the comparison:", r)
