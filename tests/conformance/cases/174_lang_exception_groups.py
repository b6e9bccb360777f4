# Exception groups without except* (refused: CPython 3.11 trusts split() blindly, see
# docs/CONTRACT.md): raising, catching, split, subgroup, derive, nesting.
def risky():
    raise ExceptionGroup("many", [ValueError("v1"), TypeError("t1"), ValueError("v2"), KeyError("k")])
seen = []
try:
    risky()
except ExceptionGroup as eg:
    values, rest = eg.split(ValueError)
    seen.append(("value", [str(e) for e in values.exceptions]))
    types, rest = rest.split(TypeError)
    seen.append(("type", [str(e) for e in types.exceptions], [repr(e) for e in rest.exceptions]))
    seen.append(("subgroup", str(eg.subgroup(lambda e: isinstance(e, KeyError)))))
    seen.append(("derive", str(eg.derive([ValueError("x")])), type(eg.derive([ValueError("x")])).__name__))
eg = ExceptionGroup("top", [ValueError(1), ExceptionGroup("inner", [TypeError(2)])])
match_, rest = eg.split(TypeError)
seen.append((str(eg), str(match_), str(rest)))
seen.append(isinstance(BaseExceptionGroup("b", [KeyboardInterrupt()]), BaseExceptionGroup))
seen
