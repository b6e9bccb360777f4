# A Markov chain: transition matrix powers and the stationary distribution found three
# ways (eigenvector, linear solve, sympy exact); the result is the exact one.
import numpy as np
import sympy as sp

P = np.array([[0.9, 0.075, 0.025], [0.15, 0.8, 0.05], [0.25, 0.25, 0.5]])
print(np.round(np.linalg.matrix_power(P, 20), 6))
w, v = np.linalg.eig(P.T)
k = int(np.argmin(np.abs(w - 1)))
pi_eig = np.real(v[:, k] / v[:, k].sum())
A = np.vstack([P.T - np.eye(3), np.ones(3)])
pi_ls = np.linalg.lstsq(A, np.array([0, 0, 0, 1.0]), rcond=None)[0]
print(np.round(pi_eig, 8), np.round(pi_ls, 8), np.allclose(pi_eig, pi_ls))
S = sp.Matrix(3, 3, lambda i, j: sp.nsimplify(P[i, j]))
p = sp.symbols("p0:3")
sol = sp.solve(list(sp.Matrix([p]) * S - sp.Matrix([p])) + [sum(p) - 1], p)
print(sol)
[sol[s] for s in p]
