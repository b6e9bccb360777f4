# A denied attribute name inside a branch that never runs refuses nothing: the rest of
# the file runs exactly as in CPython.
DEBUG = False

def f(x):
    return x + 1

if False:
    print(f.__globals__)
if 0:
    f.__code__ = None
if DEBUG:
    print(f.__closure__, f.__builtins__)
while False:
    del f.__code__
if DEBUG and f.__globals__:
    print("never")
elif not DEBUG:
    print("elif ran")
else:
    print(f.__code__)
print(f(1))
x = f.__name__ if True else f.__code__
print(x, False and f.__globals__, True or f.__closure__)
print([g.__code__ for g in []], any(g.gi_frame for g in ()))
result = f(41)
