# technique: decimal's SignalDict (type(Context().flags)) made with __new__ and no __init__ has its flags pointer NULL; getitem/setitem check it, but repr, ==, copy() and Context.traps/flags assignment read *SdFlagAddr -> NULL dereference -> worker SIGSEGV
# expect: any
# (fixed: a fresh SignalDict has a flags word of its own; each use below either works or
# is refused, and the worker survives)
import decimal
S = type(decimal.getcontext().flags)
bad = []
for op in (repr, lambda s: s == decimal.Context().flags, lambda s: s.copy(),
           lambda s: setattr(decimal.Context(), "traps", s)):
    s = S.__new__(S)
    try:
        op(s)
    except (TypeError, RuntimeError, ValueError):
        pass   # refused: never initialized
result = "survived"
