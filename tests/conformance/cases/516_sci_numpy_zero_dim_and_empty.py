# A 0-d array's result is its single value; result_type "ndarray[int64]()".
import numpy as np

empty = np.empty((0, 3))
print(repr(empty), empty.shape, empty.sum(axis=0))
zero_d = np.array(42)
print(zero_d.ndim, zero_d.shape, zero_d.item())
zero_d
