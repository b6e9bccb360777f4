# dsolve of a second-order ODE, and lambdify to numpy evaluated on a grid (rounded).
import numpy as np
import sympy as sp

t = sp.symbols("t")
f = sp.Function("f")
ode = sp.Eq(f(t).diff(t, 2) + f(t), 0)
print(sp.dsolve(ode, f(t)))
print(sp.dsolve(sp.Eq(f(t).diff(t), 2 * f(t)), f(t), ics={f(0): 3}))
x = sp.symbols("x")
g = sp.lambdify(x, sp.exp(-x) * sp.sin(x), "numpy")
print(np.round(g(np.linspace(0, 3, 4)), 8))
h = sp.lambdify((x, t), x ** 2 + t)
print(h(3, 1), h(np.array([1, 2]), 0.5))
result = np.round(g(np.array([0.5, 1.5])), 6)
