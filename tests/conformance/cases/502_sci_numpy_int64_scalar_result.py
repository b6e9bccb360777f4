# An int64 scalar as the result: a number, result_type "int64".
import numpy as np

a = np.arange(1, 11, dtype=np.int64)
total = a.prod()
print(type(total).__name__, total)
total
