import contextlib
with contextlib.nullcontext(5) as v:
    w = v
