# The builtins code commonly introspects look like CPython's: type, __name__, __module__,
# __qualname__ and repr of getattr, hasattr, setattr, delattr, __import__, len, print.
for fn in (getattr, hasattr, setattr, delattr, __import__, len, print, id, vars, dir, globals):
    print(fn.__name__, type(fn).__name__, fn.__module__, fn.__qualname__, repr(fn))
