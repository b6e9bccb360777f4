# scipy.linalg: LU, Cholesky, QR, expm, solve_triangular and det on fixed matrices.
import numpy as np
from scipy import linalg

A = np.array([[4.0, 2.0, 0.6], [2.0, 5.0, 1.0], [0.6, 1.0, 3.0]])
P, L, U = linalg.lu(A)
print(np.round(L, 6), np.round(U, 6), np.allclose(P @ L @ U, A), sep="\n")
C = linalg.cholesky(A, lower=True)
print(np.round(C, 6), np.allclose(C @ C.T, A))
Q, R = linalg.qr(A)
print(np.allclose(Q @ R, A), np.allclose(Q.T @ Q, np.eye(3)))
print(np.round(linalg.expm(np.array([[0.0, 1.0], [-1.0, 0.0]])), 8))
print(round(linalg.det(A), 8), np.round(linalg.solve_triangular(U, [1.0, 2.0, 3.0]), 8))
print(np.round(linalg.eigvalsh(A), 6), round(float(linalg.norm(A, 2)), 6))
x = linalg.solve(A, np.ones(3), assume_a="pos")
np.round(x, 8)
