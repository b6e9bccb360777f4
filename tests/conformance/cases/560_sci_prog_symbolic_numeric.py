# Symbolic derivation with sympy turned into numbers with numpy/scipy: the extrema of a
# polynomial found exactly, checked numerically, and the area under it integrated both
# ways.
import numpy as np
import sympy as sp
from scipy import integrate, optimize

x = sp.symbols("x")
f = x ** 3 - 6 * x ** 2 + 9 * x + 1
crit = sp.solve(sp.diff(f, x), x)
kinds = {c: ("min" if sp.diff(f, x, 2).subs(x, c) > 0 else "max") for c in crit}
print("critical points:", crit, kinds)
exact = sp.integrate(f, (x, 0, 4))
fn = sp.lambdify(x, f, "numpy")
num, _ = integrate.quad(fn, 0, 4)
print("area exact:", exact, "numeric:", round(num, 10), "match:", abs(float(exact) - num) < 1e-9)
opt = optimize.minimize_scalar(fn, bounds=(2, 4), method="bounded")
print("numeric min at", round(float(opt.x), 5), "value", round(float(opt.fun), 6))
xs = np.linspace(0, 4, 9)
table = np.column_stack([xs, fn(xs)])
print(table)
{"critical": crit, "area": exact, "min_value": f.subs(x, 3)}
