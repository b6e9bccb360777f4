# Probability questions with scipy.stats distributions: norm cdf/ppf/pdf/sf, frozen
# distributions, binom and poisson pmf, t confidence interval, describe, zscore.
import numpy as np
from scipy import stats
from scipy.stats import norm

print(round(norm.cdf(1.96), 6), round(norm.ppf(0.975), 6), round(norm.pdf(0), 6))
iq = norm(loc=100, scale=15)
print(f"P(IQ > 130) = {iq.sf(130):.4f}; 90th pct = {iq.ppf(0.9):.2f}")
print(iq.mean(), iq.std(), iq.interval(0.95))
print(stats.binom.pmf(3, n=10, p=0.5), stats.binom.cdf(3, 10, 0.5))
print(stats.poisson(mu=4).pmf(np.arange(5)).round(5))
sample = np.array([4.8, 5.1, 5.0, 4.7, 5.3, 5.2, 4.9, 5.0])
ci = stats.t.interval(0.95, df=len(sample) - 1, loc=sample.mean(), scale=stats.sem(sample))
print("95% CI:", np.round(ci, 4))
print(stats.describe(sample))
print(stats.zscore(sample).round(4))
print(stats.expon(scale=2).rvs(size=3, random_state=0).round(5))
print(norm.rvs(size=3, random_state=np.random.default_rng(3)).round(5))
print(stats.uniform(0, 10).mean(), stats.gamma(a=2).stats(moments="mv"))
mu, sigma = norm.fit(sample)
print(round(mu, 6), round(sigma, 6))
stats.norm.cdf([-1, 0, 1])
