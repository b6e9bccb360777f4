# A datetime64 array as the result itself: strings, result_type "ndarray[datetime64[s]](2, 2)".
import numpy as np

t0 = np.datetime64("2023-12-31T23:59:58")
grid = t0 + np.arange(4).astype("timedelta64[s]") * 90
print(grid.dtype, grid.shape)
grid.reshape(2, 2)
