# Printing arrays: str/repr of several shapes and dtypes, print options, the summary of a
# long array, and array2string.
import numpy as np

print(np.arange(10))
print(repr(np.arange(6).reshape(2, 3)))
print(np.linspace(0, 1, 7))
print(repr(np.array([1.5, np.nan, -np.inf])))
print(np.eye(3, dtype=int))
print(np.arange(24).reshape(2, 3, 4))
print(np.array([True, False]), np.array(["a", "bc"]), np.array([1 + 1j, 2 - 3.5j]))
print(np.arange(2000))
print(repr(np.arange(1500.0).reshape(30, 50)))
with np.printoptions(precision=3, suppress=True):
    print(np.array([1 / 3, 2e-9, 12345.6789]))
print(np.array2string(np.array([[1, 22], [333, 4]]), separator=", "))
print(repr(np.array([], dtype=np.float32)), repr(np.zeros((2, 0))))
print(repr(np.array([1, 2], dtype=np.uint8)), repr(np.array(7)))
