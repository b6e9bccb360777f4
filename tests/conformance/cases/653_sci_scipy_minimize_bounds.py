# A bounded fit, as a model writes it: minimize with bounds= and no method (scipy picks
# L-BFGS-B), then the same with method="L-BFGS-B" and a global search with
# differential_evolution (which polishes with L-BFGS-B).
import numpy as np
from scipy.optimize import minimize, differential_evolution

x = np.array([0.5, 1.0, 1.5, 2.0, 2.5, 3.0])
y = np.array([1.3, 1.9, 2.4, 2.6, 2.9, 3.0])

def loss(params):
    a, b = params
    return np.sum((y - a * np.log1p(b * x)) ** 2)

res = minimize(loss, x0=[1.0, 1.0], bounds=[(0, 5), (0, 5)])
print(res.success, np.round(res.x, 4), round(res.fun, 6))
res2 = minimize(lambda v: (v[0] - 3) ** 2 + (v[1] + 1) ** 2, [0, 0], method="L-BFGS-B",
                bounds=[(0, 2), (-0.5, 0.5)])
print(np.round(res2.x, 6), round(res2.fun, 6))
de = differential_evolution(loss, bounds=[(0, 5), (0, 5)], seed=0)
print(np.round(de.x, 4), round(de.fun, 6))
res.x.round(4)
