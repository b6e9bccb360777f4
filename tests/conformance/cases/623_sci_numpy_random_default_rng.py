# The Generator API with a seed: normal/uniform/integers/choice with p, permutation,
# shuffle, multivariate_normal, and a bootstrap confidence interval.
import numpy as np

rng = np.random.default_rng(seed=12345)
print(rng.normal(loc=10, scale=2, size=5).round(4))
print(rng.uniform(0, 1, (2, 3)).round(4))
print(rng.integers(1, 7, size=10))
print(rng.choice(["red", "green", "blue"], size=6, p=[0.5, 0.3, 0.2]))
print(rng.permutation(8))
arr = np.arange(10)
rng.shuffle(arr)
print(arr)
mv = rng.multivariate_normal([0, 0], [[1, 0.8], [0.8, 1]], size=500)
print(np.corrcoef(mv.T).round(3))
print(rng.poisson(3.0, 8), rng.binomial(10, 0.3, 8), rng.exponential(2.0, 3).round(4))
data = rng.normal(50, 10, 200)
boots = np.array([rng.choice(data, data.size, replace=True).mean() for _ in range(1000)])
lo, hi = np.percentile(boots, [2.5, 97.5])
print(f"mean {data.mean():.3f}, 95% CI [{lo:.3f}, {hi:.3f}]")
print(type(rng.bit_generator).__name__, rng.random())
rng2 = np.random.default_rng(0)
rng2.standard_normal(4)
