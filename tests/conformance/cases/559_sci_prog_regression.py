# Fitting a line three ways on fixed noisy data (numpy polyfit, lstsq, scipy linregress)
# and reporting rounded coefficients, R^2 and residual statistics.
import numpy as np
from scipy import stats

rng = np.random.default_rng(7)
x = np.linspace(0, 10, 30)
y = 3.2 * x - 4.0 + rng.normal(0, 1.5, x.size)

slope, intercept = np.polyfit(x, y, 1)
A = np.column_stack([x, np.ones_like(x)])
(m2, c2), *_ = np.linalg.lstsq(A, y, rcond=None)
lr = stats.linregress(x, y)
print("polyfit  :", round(slope, 6), round(intercept, 6))
print("lstsq    :", round(m2, 6), round(c2, 6))
print("linregress:", round(lr.slope, 6), round(lr.intercept, 6), "p<1e-10:", lr.pvalue < 1e-10)
pred = slope * x + intercept
resid = y - pred
ss_res = float((resid ** 2).sum())
ss_tot = float(((y - y.mean()) ** 2).sum())
r2 = 1 - ss_res / ss_tot
print(f"R^2 = {r2:.6f}  (linregress r^2 = {lr.rvalue ** 2:.6f})")
print("residuals: mean %.6f, std %.6f, max |r| %.4f" % (resid.mean(), resid.std(ddof=2), abs(resid).max()))
quad = np.polyfit(x, y, 2)
print("quadratic term:", round(quad[0], 6))
result = {"slope": round(slope, 4), "intercept": round(intercept, 4), "r2": round(r2, 4)}
