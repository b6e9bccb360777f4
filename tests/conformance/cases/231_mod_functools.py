import functools
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
fib(30)
info = fib.cache_info()
@functools.cache
def sq(n):
    print("computing", n)
    return n * n
sq(4); sq(4); sq(5)
class Circle:
    def __init__(self, r):
        self.r = r
    @functools.cached_property
    def area(self):
        print("area computed")
        return round(3.14159 * self.r ** 2, 3)
c = Circle(2)
c.area; c.area
@functools.singledispatch
def show(x):
    return f"obj {x!r}"
@show.register
def _(x: int):
    return f"int {x}"
@show.register(list)
def _(x):
    return f"list of {len(x)}"
pow2 = functools.partial(pow, exp=2)
base2 = functools.partial(int, base=2)
[info.hits, info.misses, info.currsize, functools.reduce(lambda a, b: a * b, range(1, 6)),
 functools.reduce(lambda a, b: a + b, [], "init"), pow2(7), base2("1011"), show(1), show([1, 2]), show("s"), c.area]
