# Assumptions and piecewise functions: positive/integer symbols change simplification,
# Abs, Piecewise evaluation, Heaviside, assumption queries, refine and ask.
import sympy as sp

x = sp.Symbol("x")
p = sp.Symbol("p", positive=True)
n = sp.Symbol("n", integer=True)
print(sp.sqrt(x**2), sp.sqrt(p**2), sp.Abs(p), sp.Abs(-3 * p))
print(sp.cos(2 * sp.pi * n), sp.sin(sp.pi * n), (-1) ** (2 * n))
print(p.is_positive, x.is_positive, n.is_integer, (p + 1).is_positive, (n**2).is_nonnegative)
f = sp.Piecewise((x**2, x < 0), (2 * x, x <= 2), (4, True))
print(f, [f.subs(x, v) for v in (-3, 1, 5)])
print(sp.integrate(f, (x, -1, 3)))
print(sp.Heaviside(x).subs(x, 2), sp.Max(1, x).subs(x, 3), sp.Min(p, 0))
print(sp.refine(sp.sqrt(x**2), sp.Q.negative(x)), sp.ask(sp.Q.even(2 * n)))
print(sp.simplify(sp.log(p * sp.E)), sp.expand_log(sp.log(p**3)))
print(sp.solve(x**2 - 4, x), sp.solve(p**2 - 4, p))
sp.Piecewise((1, x > 0), (-1, True)).rewrite(sp.Heaviside)
