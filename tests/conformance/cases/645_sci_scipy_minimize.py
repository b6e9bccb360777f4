# Minimisation: Rosenbrock with BFGS and Nelder-Mead, a constrained problem with SLSQP,
# minimize_scalar; the OptimizeResult printed. (Bounds with L-BFGS-B: 653.)
import numpy as np
from scipy.optimize import minimize, minimize_scalar, rosen, rosen_der

x0 = np.array([-1.2, 1.0])
res = minimize(rosen, x0, method="BFGS", jac=rosen_der)
print(res.success, res.x.round(6), round(res.fun, 10), res.message)
nm = minimize(rosen, x0, method="Nelder-Mead", options={"xatol": 1e-8, "fatol": 1e-8})
print(nm.x.round(5), nm.nit, nm.status)
cons = ({"type": "eq", "fun": lambda v: v[0] + v[1] - 1},
        {"type": "ineq", "fun": lambda v: v[0] - 0.2})
c = minimize(lambda v: v[0] ** 2 + 2 * v[1] ** 2, [0.5, 0.5], method="SLSQP", constraints=cons)
print(c.x.round(6), round(c.fun, 6), c.success)
s = minimize_scalar(lambda x: (x - 2) ** 2 + 1, bounds=(0, 5), method="bounded")
print(round(s.x, 5), round(s.fun, 6))
print(minimize(lambda v: np.sum((v - np.array([1, 2, 3])) ** 2), np.zeros(3)))
res.x
