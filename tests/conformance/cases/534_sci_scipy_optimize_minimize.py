# scipy.optimize on fixed functions: minimize (BFGS, Nelder-Mead), minimize_scalar,
# root finding and curve_fit; results rounded (iteration counts vary with BLAS).
import numpy as np
from scipy import optimize

def rosen(p):
    x, y = p
    return (1 - x) ** 2 + 100 * (y - x * x) ** 2

res = optimize.minimize(rosen, x0=[-1.2, 1.0], method="BFGS")
print(res.success, np.round(res.x, 4), round(float(res.fun), 8) < 1e-8)
nm = optimize.minimize(rosen, x0=[0.0, 0.0], method="Nelder-Mead",
                       options={"xatol": 1e-8, "fatol": 1e-10})
print(nm.success, np.round(nm.x, 4))
s = optimize.minimize_scalar(lambda t: (t - 2.5) ** 2 + 1, bounds=(0, 10), method="bounded")
print(round(float(s.x), 5), round(float(s.fun), 8))
r = optimize.brentq(lambda t: t ** 3 - 2 * t - 5, 2, 3)
print(round(r, 10))
sol = optimize.root_scalar(np.cos, bracket=[0, 3], method="bisect", xtol=1e-12)
print(round(sol.root, 9), sol.converged)
xs = np.linspace(0, 4, 9)
ys = 2.0 * np.exp(-0.5 * xs) + 0.25
(a, k, c), _ = optimize.curve_fit(lambda x, a, k, c: a * np.exp(-k * x) + c, xs, ys, p0=[1, 1, 0])
print(round(a, 5), round(k, 5), round(c, 5))
lp = optimize.linprog(c=[-1, -2], A_ub=[[1, 1], [1, -1]], b_ub=[4, 2], bounds=[(0, None)] * 2)
print(lp.status, np.round(lp.x, 6), round(lp.fun, 6))
result = [round(float(v), 4) for v in res.x]
