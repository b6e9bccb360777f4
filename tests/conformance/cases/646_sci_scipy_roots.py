# Root finding: brentq, root_scalar with newton, fsolve on a system, root with hybr,
# and newton with a derivative.
import numpy as np
from scipy.optimize import brentq, fsolve, root, root_scalar, newton

f = lambda x: x ** 3 - 2 * x - 5
print(f"brentq: {brentq(f, 2, 3):.10f}")
r = root_scalar(f, x0=2, fprime=lambda x: 3 * x ** 2 - 2, method="newton")
print(r.root, r.converged, r.iterations)
print(newton(np.cos, 1.0), newton(lambda x: x ** 2 - 2, 1.0, fprime=lambda x: 2 * x))

def system(v):
    x, y = v
    return [x ** 2 + y ** 2 - 4, x - y - 1]

sol = fsolve(system, [1, 1])
print(np.round(sol, 8), np.allclose(system(sol), 0))
r2 = root(system, [-1, -2], method="hybr")
print(r2.success, np.round(r2.x, 8), r2.message)
try:
    brentq(f, 0, 1)
except ValueError as e:
    print("ValueError:", e)
root(lambda x: np.tanh(x) - 0.5, 0.1).x
