# A numpy.bool_ as the result (rule 3, the last assignment): true, result_type "bool_".
import numpy as np

data = np.array([3, 1, 4, 1, 5, 9, 2, 6])
print((data > 8).any(), (data > 0).all(), (data == 7).any())
flag = (data > 8).any()
