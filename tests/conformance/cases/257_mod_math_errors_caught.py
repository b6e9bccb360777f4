import math
out = []
for fn, arg in [(math.sqrt, -1), (math.log, 0), (math.factorial, -1), (math.exp, 1000), (math.acos, 2)]:
    try:
        fn(arg)
    except (ValueError, OverflowError) as e:
        out.append((fn.__name__, type(e).__name__, str(e)))
out
