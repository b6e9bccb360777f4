# Descriptive statistics of a sample with numpy, reported with f-strings (format specs
# on numpy scalars), plus printing numpy scalars inside lists and tuples.
import numpy as np

scores = np.array([72, 85, 90, 66, 78, 95, 88, 70, 81, 77, 84, 91], dtype=float)
mean = scores.mean()
std = scores.std(ddof=1)
q1, med, q3 = np.percentile(scores, [25, 50, 75])
print(f"n = {scores.size}")
print(f"mean = {mean:.2f}, std = {std:.3f}, var = {scores.var():.4g}")
print(f"median = {med}, IQR = {q3 - q1}")
print(f"min/max: {scores.min():>6.1f} / {scores.max():<6.1f}|")
print(f"z-scores: {np.round((scores - mean) / std, 2)}")
print(f"{np.int64(1234567):,d} {np.float32(0.1)} {np.float64(1e-7):e} {np.float64(2.5):%}")
print("mean via repr:", repr(mean), "str:", str(np.float64(1 / 3)))
print([scores.min(), scores.argmax()], (np.mean(scores), np.median(scores)))
print(np.quantile(scores, 0.9, method="nearest"), np.ptp(scores), np.cov(scores, ddof=0).round(3))
print("above mean:", np.count_nonzero(scores > mean), scores[scores > 85])
print("%.3f %d %s" % (np.float64(3.14159), np.int32(7), np.bool_(True)))
stats = {"mean": mean, "std": std, "q": np.array([q1, med, q3]), "n": scores.size}
stats
