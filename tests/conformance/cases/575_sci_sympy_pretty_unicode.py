# sympy's pretty printer as a model uses it to show a result: pprint and pretty() choose
# Unicode box drawing when stdout is UTF-8, as a script's is.
import sympy as sp

x, y = sp.symbols("x y")
sp.pprint(sp.Integral(sp.sqrt(x) * sp.exp(-x), (x, 0, sp.oo)))
sp.pprint(sp.Matrix([[1, x], [y ** 2, sp.Rational(1, 3)]]))
sp.pprint(sp.Sum(1 / x ** 2, (x, 1, sp.oo)))
print(sp.pretty(sp.Limit(sp.sin(x) / x, x, 0)))
print(sp.pretty(sp.Eq(y, x ** 2 / 3), use_unicode=False))
print(sp.pretty(sp.symbols("alpha beta")))
sp.pretty(sp.sqrt(x + 1))
