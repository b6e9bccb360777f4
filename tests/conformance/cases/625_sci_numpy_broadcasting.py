# Broadcasting: z-score normalisation per column, pairwise distances with newaxis,
# outer products, einsum, and an error from incompatible shapes.
import numpy as np

X = np.array([[1.0, 200.0, 3.0], [2.0, 180.0, 5.0], [3.0, 220.0, 4.0], [4.0, 210.0, 8.0]])
Z = (X - X.mean(axis=0)) / X.std(axis=0)
print(Z.round(4))
print(Z.mean(axis=0).round(10), Z.std(axis=0))
pts = np.array([[0, 0], [3, 4], [6, 8]])
D = np.sqrt(((pts[:, np.newaxis, :] - pts[np.newaxis, :, :]) ** 2).sum(axis=-1))
print(D)
print(np.outer([1, 2, 3], [10, 20]))
print(np.arange(3)[:, None] * np.arange(4))
M = np.arange(6).reshape(2, 3)
print(np.einsum("ij->j", M), np.einsum("ij,kj->ik", M, M))
print((X / X.sum(axis=1, keepdims=True)).round(4))
row_max = X.max(axis=1)
print(row_max, X.argmin(axis=0))
try:
    np.ones((3, 2)) + np.ones(3)
except ValueError as e:
    print("ValueError:", e)
np.ones((2, 1)) * np.array([1, 2, 3])
