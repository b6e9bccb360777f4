# A seeded Monte Carlo estimate of pi and of a portfolio's value at risk, with a
# confidence interval from scipy.stats; everything printed is rounded.
import numpy as np
from scipy import stats

rng = np.random.default_rng(2024)
pts = rng.random((100_000, 2))
inside = (pts ** 2).sum(axis=1) <= 1.0
pi_hat = 4 * inside.mean()
se = 4 * inside.std(ddof=1) / np.sqrt(inside.size)
print(f"pi ~ {pi_hat:.5f} +/- {1.96 * se:.5f}")

weights = np.array([0.5, 0.3, 0.2])
mu = np.array([0.0005, 0.0003, 0.0008])
cov = np.array([[1.0, 0.3, 0.2], [0.3, 1.0, 0.1], [0.2, 0.1, 1.0]]) * 1e-4
returns = rng.multivariate_normal(mu, cov, size=20_000) @ weights
var95 = -np.percentile(returns, 5)
ci = stats.t.interval(0.95, df=returns.size - 1, loc=returns.mean(), scale=stats.sem(returns))
print("VaR(95%%) = %.6f" % var95)
print("mean return CI:", tuple(round(float(v), 7) for v in ci))
result = {"pi": round(float(pi_hat), 4), "var95": round(float(var95), 5),
          "hits": int(inside.sum())}
