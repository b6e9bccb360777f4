def f(a, b=2, /, c=3, *args, d, e=5, **kw):
    return (a, b, c, args, d, e, kw)
def g(*, key):
    return key
errs = []
try:
    f(1, b=2, d=4)
except TypeError as ex:
    errs.append(str(ex))
try:
    g(1)
except TypeError as ex:
    errs.append(str(ex))
try:
    f(1)
except TypeError as ex:
    errs.append(str(ex))
[f(1, d=4), f(1, 2, 3, 4, 5, d=6, z=7), g(key="k"), errs]
