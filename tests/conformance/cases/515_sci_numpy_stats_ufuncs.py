# Everyday reductions and ufuncs: mean, std, percentiles, cumulative sums, argsort,
# unique with counts, where, clip, histogram.
import numpy as np

x = np.array([12, 7, 3, 7, 19, 3, 3, 25, 11, 7])
print(x.mean(), round(float(x.std()), 10), round(float(x.std(ddof=1)), 10), np.median(x))
print(np.percentile(x, [25, 50, 90]), x.min(), x.max(), x.argmax())
print(np.cumsum(x), np.argsort(x, kind="stable"))
vals, counts = np.unique(x, return_counts=True)
print(vals, counts, dict(zip(vals.tolist(), counts.tolist())))
print(np.where(x > 10, x, 0), np.clip(x, 5, 15))
hist, edges = np.histogram(x, bins=4)
print(hist, edges)
print(np.round(np.corrcoef(x, np.arange(10))[0, 1], 8))
stats = {"sum": x.sum(), "mean": x.mean(), "var": np.round(x.var(), 6), "max": x.max(),
         "sorted": np.sort(x)}
stats
