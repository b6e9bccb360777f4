# A float32 scalar as the result: its .item() (the double nearest to the float32),
# result_type "float32"; a float64 (a float subclass) stays exact.
import numpy as np

x = np.float32(1) / np.float32(3)
y = np.float64(1) / 3
print(repr(x), repr(y), x == y, float(x))
result = x
