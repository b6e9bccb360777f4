# Showing results: latex() for a report, pretty() and pprint() with and without
# Unicode, init_printing in a script, srepr, str of Rational, and a sympy expression
# as the last value.
import sympy as sp
from sympy import init_printing, pprint, latex, pretty, Symbol, Integral, sqrt, oo, Rational, Matrix

init_printing(use_unicode=True)
x, y = sp.symbols("x y")
alpha = Symbol("alpha")
expr = sp.exp(-alpha * x**2) / sqrt(2 * sp.pi)
print(latex(expr))
print(latex(Integral(expr, (x, -oo, oo))), latex(Rational(3, 8)), latex(x**2, mode="inline"))
print(latex(Matrix([[1, alpha], [x, 2]]), mat_delim="("))
pprint(expr)
pprint(Integral(sqrt(1 + x**2), (x, 0, 1)), use_unicode=False)
print(pretty(sp.Sum(1 / x**2, (x, 1, oo))))
print(pretty(Matrix([[x, y], [y, x]])))
print(sp.srepr(x**2 + 1), str(Rational(6, 4)), repr(sp.pi), sp.sstr(alpha**2))
print(f"derivative: {sp.diff(expr, x)}")
print("%s | %r" % (sp.Float(1) / 3, sp.sqrt(2)))
print(sp.pi.evalf(30), sp.N(sp.E, 20), sp.sqrt(2).evalf(5))
sp.diff(expr, alpha)
