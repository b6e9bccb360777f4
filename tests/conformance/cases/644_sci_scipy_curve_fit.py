# Fitting an exponential decay with curve_fit: p0, bounds, parameter errors from pcov,
# residuals, and a logistic fit.
import numpy as np
from scipy.optimize import curve_fit

def decay(t, a, k, c):
    return a * np.exp(-k * t) + c

t = np.linspace(0, 4, 25)
rng = np.random.default_rng(42)
y = decay(t, 2.5, 1.3, 0.5) + rng.normal(0, 0.05, t.size)
popt, pcov = curve_fit(decay, t, y, p0=[1, 1, 0])
perr = np.sqrt(np.diag(pcov))
for name, val, err in zip(["a", "k", "c"], popt, perr):
    print(f"{name} = {val:.4f} ± {err:.4f}")
residuals = y - decay(t, *popt)
print(f"RMSE = {np.sqrt(np.mean(residuals ** 2)):.5f}")

def logistic(x, L, x0, k):
    return L / (1 + np.exp(-k * (x - x0)))

x = np.arange(10)
yl = np.array([0.1, 0.3, 0.8, 2.0, 4.5, 7.2, 8.8, 9.5, 9.8, 9.9])
pl, _ = curve_fit(logistic, x, yl, p0=[10, 4, 1], bounds=([0, 0, 0], [20, 10, 5]))
print(np.round(pl, 4))
popt.round(4)
