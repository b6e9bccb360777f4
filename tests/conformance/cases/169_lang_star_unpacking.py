first, *middle, last = range(6)
(a, b), *rest = [(1, 2), 3, 4]
merged = [*middle, *"xy", *(9,)]
d1 = {"a": 1, "b": 2}
d2 = {"b": 3, "c": 4}
dm = {**d1, **d2}
def f(*args, **kwargs):
    return args, kwargs
call = f(*[1, 2], *(3,), **d1, z=0)
s = {*range(3), *[2, 3]}
[first, middle, last, a, b, rest, merged, dm, call, sorted(s)]
