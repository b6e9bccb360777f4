# Algebraic manipulation: expand, factor, simplify, trigsimp, cancel, apart, together,
# collect, subs, expand_trig, powsimp, and equality checks.
from sympy import (symbols, expand, factor, simplify, trigsimp, cancel, apart, together,
                   collect, sin, cos, tan, exp, log, sqrt, expand_trig, powsimp, expand_log, factorint, nsimplify)

x, y, z = symbols("x y z")
print(expand((x + y) ** 3))
print(factor(x**3 - x**2 - x + 1))
print(factor(x**4 - 16), factor(x**2 - 2, extension=sqrt(2)))
print(simplify((x**2 - 1) / (x - 1)))
print(simplify(sin(x)**2 + cos(x)**2), trigsimp(sin(x) / cos(x)))
print(cancel((x**2 + 2*x + 1) / (x**2 + x)))
print(apart(1 / (x * (x + 1) * (x + 2))))
print(together(1 / x + 1 / y))
print(collect(x*y + x - 3 + 2*x**2 - z*x**2 + x**3, x))
print((x**2 + 2*x).subs(x, 3), (x + y).subs({x: 1, y: 2}))
print(expand_trig(sin(2*x)), expand(tan(x + y), trig=True))
a, b = symbols("a b", positive=True)
print(powsimp(a**x * a**y), expand_log(log(a * b**2), force=True))
print(simplify(exp(log(x))), sqrt(8), sqrt(12 * x**2))
print(factorint(360), nsimplify(0.75), nsimplify(1.4142135623730951, [sqrt(2)]))
print(simplify((x**3 + x**2 - x - 1) / (x**2 + 2*x + 1)) == x - 1)
factor(x**2 * y - y)
