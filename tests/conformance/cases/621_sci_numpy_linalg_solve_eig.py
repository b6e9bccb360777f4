# Linear algebra a model reaches for: solve a system, check with allclose, inverse,
# determinant, eigen decomposition of a symmetric matrix, SVD, rank, norms, lstsq, qr,
# cholesky and matrix_power.
import numpy as np

A = np.array([[4.0, -2.0, 1.0], [-2.0, 4.0, -2.0], [1.0, -2.0, 4.0]])
b = np.array([11.0, -16.0, 17.0])
x = np.linalg.solve(A, b)
print("x =", x, np.allclose(A @ x, b))
print("det =", round(np.linalg.det(A), 6))
print(np.round(np.linalg.inv(A), 5))
w, v = np.linalg.eigh(A)
print("eigenvalues:", np.round(w, 6))
print("eigvec column signs:", np.sign(v[0]).tolist())
U, s, Vt = np.linalg.svd(A)
print("singular values:", s.round(6), "rank:", np.linalg.matrix_rank(A))
print("norms:", np.linalg.norm(b), np.linalg.norm(A, "fro").round(6), np.linalg.norm(A, 2).round(6))
print("cond:", np.linalg.cond(A).round(6))
L = np.linalg.cholesky(A)
print(np.round(L, 6), np.allclose(L @ L.T, A))
Q, R = np.linalg.qr(A)
print(np.allclose(Q @ R, A), np.round(np.abs(np.diag(R)), 6))
X = np.column_stack([np.ones(5), np.arange(5.0)])
y = np.array([1.1, 2.9, 5.2, 7.1, 8.8])
coef, res, rank, sv = np.linalg.lstsq(X, y, rcond=None)
print("lstsq:", coef.round(6), res.round(6), rank)
print(np.linalg.matrix_power(np.array([[1, 1], [1, 0]]), 10))
try:
    np.linalg.inv(np.array([[1.0, 2.0], [2.0, 4.0]]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
x
