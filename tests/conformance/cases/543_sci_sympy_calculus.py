# sympy integrate, diff, limit and series.
import sympy as sp

x, n = sp.symbols("x n")
f = sp.sin(x) * sp.exp(x)
print(sp.diff(f, x), sp.diff(x ** 4, x, 3))
print(sp.integrate(f, x))
print(sp.integrate(sp.exp(-x ** 2), (x, -sp.oo, sp.oo)), sp.integrate(1 / x, (x, 1, sp.E)))
print(sp.limit(sp.sin(x) / x, x, 0), sp.limit((1 + 1 / n) ** n, n, sp.oo))
print(sp.series(sp.cos(x), x, 0, 6))
print(sp.summation(1 / n ** 2, (n, 1, sp.oo)), sp.Sum(n, (n, 1, 10)).doit())
result = sp.integrate(x ** 2 * sp.log(x), x)
