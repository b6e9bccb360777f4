# functools.partial (args, keywords, flattening), reduce, total_ordering, cmp_to_key and
# singledispatch on a small type hierarchy.
import functools, operator

def power(base, exp, *, mod=None):
    return pow(base, exp, mod)
square = functools.partial(power, exp=2)
cube_mod = functools.partial(power, exp=3, mod=10)
p2 = functools.partial(functools.partial(power, 2), mod=1000)
print(square(7), cube_mod(7), p2(20), p2.func is power, p2.args, p2.keywords, square.keywords)
print(functools.reduce(operator.mul, range(1, 11)), functools.reduce(lambda a, b: a + [b * 2], [1, 2, 3], []))
try:
    functools.reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)

@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))
vs = [Version(s) for s in ["1.10", "1.2", "1.2.1", "0.9"]]
print(sorted(vs), max(vs), Version("1.0") >= Version("0.9"), Version("1.0") <= Version("1.0"), Version("2") > Version("10"))
def cmp_len_then_alpha(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(["pear", "fig", "apple", "kiwi"], key=functools.cmp_to_key(cmp_len_then_alpha)))

@functools.singledispatch
def render(x):
    return "object"
@render.register
def _(x: int):
    return "int %d" % x
@render.register(list)
def _(x):
    return "[" + ", ".join(render(i) for i in x) + "]"
@render.register(bool)
def _(x):
    return "bool"
class Special(int):
    pass
print(render(3), render(True), render([1, "a", [False]]), render(Special(5)), render(2.0))
print(render.dispatch(float).__name__, sorted(t.__name__ for t in render.registry))
class Shape:
    @functools.singledispatchmethod
    def scale(self, by):
        return "unknown"
    @scale.register
    def _(self, by: int):
        return "int scale %d" % by
    @scale.register
    def _(self, by: float):
        return "float scale %.1f" % by
print(Shape().scale(2), Shape().scale(1.5), Shape().scale("x"))
