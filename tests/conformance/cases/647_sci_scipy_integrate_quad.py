# Definite integrals with quad (finite and infinite limits, parameters via args),
# dblquad, simpson and trapezoid on samples, cumulative_trapezoid.
import numpy as np
from scipy import integrate

val, err = integrate.quad(lambda x: np.exp(-x ** 2), -np.inf, np.inf)
print(f"Gaussian integral: {val:.10f} (error {err:.1e}), sqrt(pi) = {np.sqrt(np.pi):.10f}")
print(integrate.quad(lambda x, a, b: a * x ** 2 + b, 0, 1, args=(3, 1)))
area, _ = integrate.dblquad(lambda y, x: x * y, 0, 1, lambda x: 0, lambda x: x)
print(round(area, 10))
x = np.linspace(0, np.pi, 51)
print(round(integrate.simpson(np.sin(x), x=x), 8), round(integrate.trapezoid(np.sin(x), x), 8))
print(integrate.cumulative_trapezoid(np.ones(5), dx=0.5, initial=0))
print(integrate.quad(np.sin, 0, np.pi))
print(round(integrate.fixed_quad(np.cos, 0, np.pi / 2, n=5)[0], 10))
integrate.quad(lambda x: 1 / x ** 2, 1, np.inf)
