# Older tutorial code: np.float / np.int as dtypes. NumPy 1.24 removed the aliases and
# its AttributeError explains why (the message comes from numpy's module __getattr__).
import numpy as np

values = ["1.5", "2.25", "3"]
arr = np.array(values).astype(float)
print(arr, arr.dtype, np.float64(arr.sum()))
print(np.bool8(True), type(np.float_(1.0)).__name__)
counts = np.zeros(len(values), dtype=np.int)
