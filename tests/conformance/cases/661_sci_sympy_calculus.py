# Calculus: derivatives (higher order, partial), indefinite and definite integrals
# (also improper), an unevaluated Integral and .doit(), critical points of a function.
import sympy as sp

x, y, t = sp.symbols("x y t", real=True)
f = x**3 * sp.exp(-x) + sp.sin(x)**2
print("f'(x) =", sp.diff(f, x))
print("f''(x) =", sp.simplify(sp.diff(f, x, 2)))
g = x**2 * y + sp.cos(x * y)
print(sp.diff(g, x), "|", sp.diff(g, x, y))
print(sp.integrate(x * sp.exp(x), x))
print(sp.integrate(1 / (1 + x**2), (x, 0, 1)))
print(sp.integrate(sp.exp(-x**2), (x, -sp.oo, sp.oo)))
print(sp.integrate(sp.sin(x) / x, (x, 0, sp.oo)))
I = sp.Integral(sp.log(x), (x, 1, sp.E))
print(I, "=", I.doit())
h = x**3 - 6*x**2 + 9*x + 1
crit = sp.solve(sp.diff(h, x), x)
print("critical points:", crit, [(c, sp.diff(h, x, 2).subs(x, c)) for c in crit])
area = sp.integrate(h, (x, 0, 3))
print("area:", area, float(area))
sp.diff(sp.atan(x / y), y)
