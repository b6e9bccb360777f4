# Matrix algebra: det, inverse, eigenvalues/eigenvectors, rank, rref, nullspace,
# diagonalize, solve with LUsolve, symbolic matrices and their printed forms.
import sympy as sp

A = sp.Matrix([[2, 1, 0], [1, 3, 1], [0, 1, 2]])
print(A.det(), A.rank(), A.trace())
print(A.inv())
print(A.eigenvals())
for val, mult, vecs in A.eigenvects():
    print(val, mult, [list(v) for v in vecs])
P, D = A.diagonalize()
print(D, (P * D * P.inv() - A).is_zero_matrix)
print(A.rref())
B = sp.Matrix([[1, 2, 3], [2, 4, 6], [1, 0, 1]])
print(B.nullspace(), B.rank())
b = sp.Matrix([1, 2, 3])
print(A.LUsolve(b).T)
a, c = sp.symbols("a c")
M = sp.Matrix([[a, 1], [1, c]])
print(M.det(), M.inv(), M.charpoly().as_expr())
print(sp.eye(3) + sp.ones(3, 3), sp.zeros(2, 3).shape)
print(A.T * A, A ** 2 == A * A, A[1, :], A.col(2).T)
A.inv() * 12
