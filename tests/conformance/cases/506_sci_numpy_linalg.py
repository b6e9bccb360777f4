# numpy.linalg on fixed matrices: inverse, solve, determinant, eigen decomposition of a
# symmetric matrix, SVD singular values, lstsq, norm; rounded where the last bits vary.
import numpy as np

A = np.array([[4.0, 1.0, 2.0], [1.0, 3.0, 0.0], [2.0, 0.0, 5.0]])
b = np.array([1.0, 2.0, 3.0])
inv = np.linalg.inv(A)
print(np.round(inv, 6))
x = np.linalg.solve(A, b)
print(np.round(x, 8), np.allclose(A @ x, b))
print(round(float(np.linalg.det(A)), 9))
w, v = np.linalg.eigh(A)
print(np.round(w, 6))
print(np.allclose(A @ v, v * w), np.allclose(v.T @ v, np.eye(3)))
vals = np.linalg.eigvals(np.array([[2.0, 0.0], [0.0, 3.0]]))
print(sorted(vals.tolist()))
s = np.linalg.svd(A, compute_uv=False)
print(np.round(s, 6))
coef, res, rank, sv = np.linalg.lstsq(np.vander([0.0, 1.0, 2.0, 3.0], 2), [1.0, 3.1, 4.9, 7.2], rcond=None)
print(np.round(coef, 6), rank)
print(round(float(np.linalg.norm(A)), 10), np.linalg.matrix_rank(A))
try:
    np.linalg.inv(np.array([[1.0, 2.0], [2.0, 4.0]]))
except np.linalg.LinAlgError as e:
    print(type(e).__name__, e)
result = np.round(inv @ A, 10)
