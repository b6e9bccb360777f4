# scipy.integrate: quad (finite and infinite ranges), dblquad, trapezoid/simpson on
# samples, and solve_ivp of exponential decay at fixed output times; rounded.
import numpy as np
from scipy import integrate

val, err = integrate.quad(lambda x: x ** 2, 0, 3)
print(round(val, 10), err < 1e-9)
g, _ = integrate.quad(lambda x: np.exp(-x ** 2), -np.inf, np.inf)
print(round(g, 10), round(np.sqrt(np.pi), 10))
d, _ = integrate.dblquad(lambda y, x: x * y, 0, 1, 0, 2)
print(round(d, 10))
xs = np.linspace(0, np.pi, 101)
print(round(float(np.trapz(np.sin(xs), xs)), 6), round(float(integrate.simpson(np.sin(xs), x=xs)), 8))
sol = integrate.solve_ivp(lambda t, y: -0.5 * y, (0, 4), [2.0], t_eval=[0, 1, 2, 4],
                          rtol=1e-10, atol=1e-12)
print(sol.status, sol.t.tolist(), np.round(sol.y[0], 6))
cum = integrate.cumulative_trapezoid([1, 2, 3, 4], initial=0)
cum
