# Correlation and simple regression: pearsonr, spearmanr, kendalltau, linregress (its
# result printed, then used for a prediction), and the r-squared.
import numpy as np
from scipy import stats

hours = np.array([1, 2, 2.5, 3, 4, 5, 5.5, 6, 7, 8])
score = np.array([52, 55, 61, 60, 68, 74, 71, 80, 85, 91])
r, p = stats.pearsonr(hours, score)
print(f"Pearson r={r:.4f} p={p:.2e}")
print(stats.spearmanr(hours, score))
print(stats.kendalltau(hours, score))
lr = stats.linregress(hours, score)
print(lr)
print(f"score = {lr.slope:.3f} * hours + {lr.intercept:.3f}; R^2 = {lr.rvalue ** 2:.4f}")
print("prediction for 9 h:", round(lr.intercept + lr.slope * 9, 2))
print(np.corrcoef(hours, score)[0, 1].round(6))
res = stats.pearsonr(hours, score)
print(type(res).__name__, round(res.statistic, 6))
{"slope": lr.slope, "intercept": lr.intercept, "stderr": lr.stderr}
