# functools.wraps metadata, lru_cache statistics/clearing/typed, cache, and a
# decorator with arguments.
import functools

def logged(prefix):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            print(prefix, fn.__name__, args, kwargs)
            return fn(*args, **kwargs)
        return wrapper
    return deco

@logged(">>")
def greet(name, punct="!"):
    """Say hello."""
    return "hello " + name + punct
print(greet("bo"), greet.__name__, greet.__doc__, greet.__qualname__, greet.__wrapped__("x", punct="?"))
print(sorted(k for k in greet.__dict__))

@functools.lru_cache(maxsize=3)
def square(n):
    print("computing", n)
    return n * n
for n in [1, 2, 1, 3, 4, 1, 2]:
    square(n)
print(square.cache_info(), square.cache_parameters())
square.cache_clear()
print(square.cache_info())

@functools.lru_cache(maxsize=None, typed=True)
def kind(x):
    return type(x).__name__
print(kind(1), kind(1.0), kind(True), kind.cache_info().currsize)

@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(200), fib.cache_info().hits, fib.cache_info().misses)
class Svc:
    @functools.lru_cache(maxsize=None)
    def lookup(self, k):
        return k * 2
s = Svc()
print(s.lookup(2), s.lookup(2), Svc.lookup.cache_info().hits)
try:
    square([1])
except TypeError as e:
    print("TypeError:", e)
def plain(a, b): return a + b
w = functools.update_wrapper(lambda *a: plain(*a), plain)
print(w.__name__, w(1, 2), w.__wrapped__ is plain)
