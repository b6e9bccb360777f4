# technique: the setcontext() fix keeps only contexts switched out by setcontext() or held by a dying localcontext manager; a live manager's __enter__ (ctxmanager_set_local) also switches the current context, freeing one held only by the contextvar while Decimal('NaN') < w holds it borrowed (w.numerator callback): the comparison's InvalidOperation flag lands in a freed block, now a fresh Context (use-after-free write)
# expect: any
import decimal, fractions
keep = []
m = decimal.localcontext()                           # made before the switch: holds neither context below
class W(fractions.Fraction):
    @property
    def numerator(self):
        m.__enter__()                                # current := m's local; the one in use is freed
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
    raise RuntimeError("use-after-free: a Decimal comparison set a flag in a freed context (freed by localcontext().__enter__), now a fresh Context")
print("current context held across the comparison:", r)
