# Warnings raised inside the libraries' own Python code (not at the snippet's line):
# CPython prints the library file, line and the source line under it.
import numpy as np
from scipy import stats

empty = np.array([])
print("mean of nothing:", np.mean(empty))
data = np.array([[1.0, 2.0, 3.0], [5.0, 5.0, 5.0]])
print(np.corrcoef(data))
print(stats.pearsonr([2, 2, 2, 2], [1, 2, 3, 4]))
print(np.nanmedian(np.array([np.nan, np.nan])))
print("done")
