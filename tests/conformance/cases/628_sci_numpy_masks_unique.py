# Boolean masks and counting: where, nonzero, unique with counts/inverse, bincount,
# histogram, digitize, argsort ranks, isin, and setdiff1d.
import numpy as np

grades = np.array([88, 92, 79, 65, 92, 100, 58, 79, 88, 92])
print(np.where(grades >= 80, "pass", "fail"))
print(np.nonzero(grades == 92)[0], np.flatnonzero(grades < 60))
vals, counts = np.unique(grades, return_counts=True)
print(dict(zip(vals.tolist(), counts.tolist())))
print(vals[counts.argmax()], np.unique(grades, return_inverse=True)[1])
print(np.bincount(np.array([0, 1, 1, 3, 3, 3])))
hist, edges = np.histogram(grades, bins=4, range=(50, 100))
print(hist, edges)
print(np.digitize(grades, [60, 70, 80, 90]))
print(grades.argsort().argsort())
print(np.isin(grades, [88, 100]).sum(), np.setdiff1d(grades, [92, 88]), np.intersect1d([1, 2, 3], [2, 3, 4]))
print(np.clip(grades, 60, 95), np.any(grades > 99), np.all(grades > 50))
masked = np.ma.masked_less(grades, 60)
print(masked.mean(), masked)
grades[grades > 90]
