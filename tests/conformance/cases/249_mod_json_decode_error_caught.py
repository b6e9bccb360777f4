import json
errs = []
for bad in ["{bad", "[1, 2", "", '{"a": 1,}', "nan", "01"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        errs.append((str(e), e.pos, e.lineno, e.colno))
errs
