# Decorators from a typical "utils" module: retry with exception filtering, argument
# type validation from annotations, call counting, a class-based decorator with
# __call__ and __get__, deprecation notes, and stacking order.
import functools

def retry(times=3, exceptions=(Exception,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    print(f"  {fn.__name__} attempt {attempt} failed: {e}")
                    if attempt == times:
                        raise
        return wrapper
    return deco

def _typecheck(fn, hints):
    params = [p for p in hints if p != "return"]
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        bound = dict(zip(params, args), **kwargs)
        for name, value in bound.items():
            expected = hints.get(name)
            if expected is not None and not isinstance(value, expected):
                raise TypeError(f"{fn.__name__}() argument {name!r} must be {expected.__name__}, not {type(value).__name__}")
        result = fn(*args, **kwargs)
        if "return" in hints and not isinstance(result, hints["return"]):
            raise TypeError(f"{fn.__name__}() returned {type(result).__name__}")
        return result
    return wrapper

def typechecked(fn):
    return _typecheck(fn, fn.__annotations__) if fn.__annotations__ else fn

class CountCalls:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.fn(*args, **kwargs)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return functools.partial(self.__call__, obj)

def deprecated(reason):
    def deco(fn):
        fn.__doc__ = f"DEPRECATED: {reason}\n{fn.__doc__ or ''}".strip()
        fn.deprecated = True
        return fn
    return deco

def trace(label):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a):
            print(f"enter {label}")
            out = fn(*a)
            print(f"exit {label}")
            return out
        return wrapper
    return deco

state = {"n": 0}
@retry(times=3, exceptions=(ConnectionError,))
def flaky():
    state["n"] += 1
    if state["n"] < 3:
        raise ConnectionError(f"timeout #{state['n']}")
    return "connected"
print(flaky(), flaky.__name__, flaky.__wrapped__.__name__)
@retry(times=2, exceptions=(KeyError,))
def always_fails():
    raise KeyError("nope")
try:
    always_fails()
except KeyError as e:
    print("gave up:", repr(e))

@typechecked
def scale(v: float, k: int = 2) -> float:
    return v * k
print(scale(1.5), scale(2.0, k=3))
for args in [("x",), (1.0, 2.5)]:
    try:
        scale(*args)
    except TypeError as e:
        print("TypeError:", e)

@CountCalls
def add(a, b):
    "Add two numbers."
    return a + b
print(add(1, 2), add(3, 4), add.calls, add.__name__, add.__doc__)
class Greeter:
    @CountCalls
    def hello(self, name):
        return f"hello {name}"
g = Greeter()
print(g.hello("a"), g.hello("b"), Greeter.hello.calls)

@deprecated("use new_api()")
def old_api():
    """Old entry point."""
    return 1
print(old_api.__doc__.splitlines(), old_api.deprecated)

@trace("outer")
@trace("inner")
def work(x):
    print("working", x)
    return x * 2
print(work(21))
