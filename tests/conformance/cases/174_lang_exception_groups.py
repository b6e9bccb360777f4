def risky():
    raise ExceptionGroup("many", [ValueError("v1"), TypeError("t1"), ValueError("v2"), KeyError("k")])
seen = []
try:
    try:
        risky()
    except* ValueError as eg:
        seen.append(("value", [str(e) for e in eg.exceptions]))
    except* TypeError as eg:
        seen.append(("type", [str(e) for e in eg.exceptions]))
except* KeyError as eg:
    seen.append(("key outer", len(eg.exceptions)))
eg = ExceptionGroup("top", [ValueError(1), ExceptionGroup("inner", [TypeError(2)])])
match_, rest = eg.split(TypeError)
seen.append((str(eg), str(match_), str(rest)))
seen
