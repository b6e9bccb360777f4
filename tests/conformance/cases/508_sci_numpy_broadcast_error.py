# A broadcasting error: ValueError with numpy's message, at the line of the operation,
# after the logs printed so far.
import numpy as np

a = np.ones((3, 4))
b = np.arange(3)
print((a + b[:, None]).sum())
c = a * b
print("not reached")
