# latex() strings and the pretty printer (ASCII and Unicode), printed with print().
import sympy as sp

x, y = sp.symbols("x y")
expr = sp.Integral(sp.sqrt(1 + x ** 2) / (x + y), (x, 0, sp.oo))
print(sp.latex(expr))
print(sp.latex(sp.Matrix([[1, x], [y, 2]])), sp.latex(sp.Rational(3, 4) * x ** 2))
print(sp.pretty(expr, use_unicode=False))
print(sp.pretty(sp.sqrt(x) / (1 + y ** 2), use_unicode=True))
sp.pprint(sp.Matrix([[x, 1], [0, y]]), use_unicode=False)
sp.pprint(sp.Sum(1 / x ** 2, (x, 1, sp.oo)), use_unicode=True)
print(sp.pretty(sp.Limit(sp.sin(x) / x, x, 0)))
result = sp.latex(sp.diff(sp.atan(x), x))
