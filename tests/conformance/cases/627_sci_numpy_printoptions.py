# How arrays print: set_printoptions(precision, suppress), summarised large arrays,
# array2string, array_repr, np.printoptions as a context manager, and repr of the
# result as a last expression after changing options.
import numpy as np

a = np.array([1e-6, 0.123456789, 1234.5678, 3.0])
print(a)
np.set_printoptions(precision=3, suppress=True)
print(a)
print(np.linspace(0, 1, 7))
with np.printoptions(precision=1, floatmode="fixed"):
    print(np.array([1.25, 2.0, 3.14159]))
print(np.arange(2000))
print(np.arange(2000).reshape(40, 50))
np.set_printoptions(threshold=20, edgeitems=2, linewidth=60)
print(np.arange(30))
print(np.array2string(np.eye(3), separator=", "))
print(repr(np.array([1.5, np.nan, np.inf])), np.array_repr(np.array([[1, 2]], dtype=np.int16)))
print(np.array(["apple", "kiwi"]), np.array([True, False]), np.array([1 + 2j, 3 - 1j]))
print(np.get_printoptions()["precision"])
np.set_printoptions(edgeitems=3, threshold=1000, linewidth=75, precision=8, suppress=False)
np.array([0.1, 0.25])
