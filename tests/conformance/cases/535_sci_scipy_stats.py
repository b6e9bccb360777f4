# scipy.stats distributions and tests on fixed data, rounded.
import numpy as np
from scipy import stats

print(round(stats.norm.cdf(1.96), 10), round(stats.norm.ppf(0.975), 10))
print(round(stats.norm(loc=10, scale=2).pdf(11), 10), round(stats.t.ppf(0.95, df=9), 8))
print(round(stats.binom.pmf(3, 10, 0.5), 10), stats.poisson(4).mean(), round(stats.chi2.sf(3.84, 1), 8))
a = np.array([5.1, 4.9, 5.6, 5.8, 6.0, 5.4, 5.2])
b = np.array([6.2, 6.4, 5.9, 6.8, 6.1, 6.6, 6.3])
t = stats.ttest_ind(a, b)
print(round(float(t.statistic), 8), round(float(t.pvalue), 10))
r = stats.pearsonr(a, b)
print(round(float(r[0]), 8), round(float(r[1]), 8))
lr = stats.linregress(np.arange(7), a)
print(round(lr.slope, 10), round(lr.intercept, 10), round(lr.rvalue ** 2, 10))
d = stats.describe(a)
print(d.nobs, d.minmax, round(d.mean, 10), round(d.variance, 10))
print(stats.mode([1, 2, 2, 3, 3, 3], keepdims=False), round(float(stats.zscore(a)[0]), 8))
print(round(float(stats.spearmanr(a, b).correlation), 10), stats.rankdata([10, 20, 10, 5]))
result = {"p": round(float(t.pvalue), 6), "significant": bool(t.pvalue < 0.05)}
