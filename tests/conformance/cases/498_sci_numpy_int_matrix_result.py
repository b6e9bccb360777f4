# A 2-D int64 array as the result: nested arrays of numbers, result_type with dtype and shape.
import numpy as np

m = np.arange(12).reshape(3, 4)
m[1] *= -1
print(m.shape, m.dtype, m.ndim, m.size)
m.T @ m
