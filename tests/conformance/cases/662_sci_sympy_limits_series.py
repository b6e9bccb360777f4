# Limits (one-sided, at infinity), Taylor series with removeO, and sums.
from sympy import symbols, limit, sin, cos, exp, log, oo, series, Symbol, summation, factorial, pi, Sum, Rational

x = symbols("x")
n = Symbol("n", integer=True, positive=True)
print(limit(sin(x) / x, x, 0))
print(limit((1 + 1 / x) ** x, x, oo))
print(limit(1 / x, x, 0, "+"), limit(1 / x, x, 0, "-"))
print(limit((exp(x) - 1 - x) / x**2, x, 0))
s = series(exp(x), x, 0, 6)
print(s)
print(s.removeO())
print(series(cos(x), x, 0, 8).removeO())
print(series(log(1 + x), x, 0, 5))
print(series(1 / (1 - x), x, 0, 4))
print(summation(1 / n**2, (n, 1, oo)), summation(n, (n, 1, 100)))
print(summation(Rational(1, 2) ** n, (n, 1, oo)), Sum(1 / factorial(n), (n, 0, oo)).doit())
print(sin(x).series(x, pi, 4))
limit((x**2 - 1) / (x - 1), x, 1)
