# From symbols to numbers: lambdify to numpy and evaluate on an array, lambdify to math,
# nsolve from a start point, evalf with subs, N(), and a derivative evaluated on a grid.
import numpy as np
import sympy as sp

x = sp.symbols("x")
f = sp.sin(x) * sp.exp(-x / 4)
fn = sp.lambdify(x, f, "numpy")
xs = np.linspace(0, 10, 6)
print(np.round(fn(xs), 6))
dfn = sp.lambdify(x, sp.diff(f, x), modules="numpy")
print(np.round(dfn(xs), 6))
g = sp.lambdify((x,), x**2 + 1, "math")
print(g(3), type(g(3)).__name__)
root = sp.nsolve(sp.cos(x) - x, x, 0.5)
print(root, type(root).__name__)
print(sp.nsolve([x**2 - 2], [x], [1]))
y = sp.symbols("y")
print(sp.nsolve((x**2 + y**2 - 4, x - y), (x, y), (1, 1)))
print(f.subs(x, 2).evalf(8), sp.N(f.subs(x, sp.pi / 2), 10), f.evalf(subs={x: 1.0}))
h = sp.lambdify([x, y], sp.Matrix([x + y, x * y]))
print(h(2, 3))
sp.lambdify(x, sp.Piecewise((0, x < 0), (x**2, True)))(np.array([-1.0, 2.0]))
