# technique: a decimal Context's traps/flags SignalDict holds a raw uint32_t* into the Context and no reference to it; after the Context dies the dict reads and ORs/clears bits in whatever reuses the 96-byte chunk (here: a slots object's pointer, redirected to a neighbouring object)
# expect: any
import decimal
D = decimal
SIG = [D.InvalidOperation, D.FloatOperation, D.DivisionByZero, D.Overflow, D.Underflow,
       D.Subnormal, D.Inexact, D.Rounded, D.Clamped]

class S:
    __slots__ = ('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h')   # 80 + 16 GC bytes: a Context's chunk size

class T:
    __slots__ = ('tag', 'p', 'q', 'r')                    # 64-byte chunks, laid out one after another

def bits(d):
    return tuple(d[s] for s in SIG)

ctxs = [D.Context(traps=[], flags=[]) for i in range(300)]
stale = [(c.traps, c.flags) for c in ctxs]
del ctxs                                                   # the dicts live on, their pointers dangle
objs = [S() for i in range(300)]
ts = [T() for i in range(2000)]
for i, t in enumerate(ts):
    t.tag = i
for s in objs:
    s.b = ts[1000]                                         # slot b: chunk offset 40, the old ctx.traps word
hits = [(tr, fl) for tr, fl in stale if any(bits(fl)) or any(bits(tr))]
if hits:
    tr, fl = hits[0]
    owner = None
    for s in objs:                                         # which live object does this dead dict see?
        del s.b
        gone = not any(bits(fl))
        s.b = ts[1000]
        if gone:
            owner = s
            break
    if owner is not None:
        tr[D.Inexact] = not tr[D.Inexact]                  # flips bit 0x40 of the slot's pointer
        tag = owner.b.tag
        tr[D.Inexact] = not tr[D.Inexact]                  # and back, so refcounts stay balanced
        if tag != 1000:
            raise RuntimeError("a dead Context's traps rewrote a live pointer: slot now holds object %d" % tag)
    raise RuntimeError("a dead Context's flags read a live object's pointer bits: %r" % (bits(fl),))
