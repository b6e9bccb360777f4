import functools
calls = []
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        calls.append((fn.__name__, args, kwargs))
        return fn(*args, **kwargs)
    return wrapper
@logged
def add(a, b=0):
    """Add two numbers."""
    return a + b
print(add.__name__, add(1, b=2), add(5))
calls
