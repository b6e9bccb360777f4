# Messages of everyday errors, compared with CPython 3.11's wording.
import math, json
def f(a, b, *, c=1):
    return a
class C:
    def m(self, x):
        return x
tests = [
    lambda: undefined_name,
    lambda: f(1),
    lambda: f(1, 2, 3),
    lambda: f(1, 2, d=4),
    lambda: f(1, 2, c=1, **{"c": 2}),
    lambda: C().m(),
    lambda: C.m(1),
    lambda: C(1),
    lambda: math.nope,
    lambda: json.nope,
    lambda: C().nope,
    lambda: C.nope,
    lambda: None.attr,
    lambda: [].nope,
    lambda: "a" + 1,
    lambda: 1 + "a",
    lambda: [1][5],
    lambda: {"a": 1}["b"],
    lambda: int("x1"),
    lambda: float("abc"),
    lambda: 1 / 0,
    lambda: 1 % 0,
    lambda: [].pop(),
    lambda: "abc".index("z"),
    lambda: (1, 2).index(3),
    lambda: len(5),
    lambda: None(),
    lambda: iter(None),
    lambda: {[]: 1},
    lambda: sorted([1, "a"]),
    lambda: math.sqrt(-1),
    lambda: math.log(0),
    lambda: "x" * 1.5,
    lambda: dict([(1, 2, 3)]),
    lambda: tuple(5),
    lambda: "{}".format(),
    lambda: [].remove(1),
    lambda: chr(-1),
    lambda: next(iter([])),
    lambda: range(1, 2, 0),
    lambda: int.from_bytes("x", "big"),
    lambda: object().__setattr__("x", 1),
]
for t in tests:
    try:
        t()
        print("no error")
    except Exception as e:
        print(type(e).__name__ + ":", e)
def g():
    print(x)
    x = 1
try:
    g()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
