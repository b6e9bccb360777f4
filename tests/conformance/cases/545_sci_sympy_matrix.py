# sympy Matrix: det, inverse, eigenvalues, rref, symbolic entries; the Matrix result is
# its str().
import sympy as sp

M = sp.Matrix([[2, 1], [1, 2]])
print(M.det(), M.inv(), M.eigenvals(), M.T * M)
print(M.charpoly().as_expr(), M.rank(), M.rref())
t = sp.symbols("t")
R = sp.Matrix([[sp.cos(t), -sp.sin(t)], [sp.sin(t), sp.cos(t)]])
print(sp.simplify(R * R.T), sp.simplify(R.det()))
print(sp.eye(3), sp.zeros(2, 3).shape, sp.Matrix([1, 2, 3]).dot(sp.Matrix([4, 5, 6])))
P, D = M.diagonalize()
print(P, D)
M ** 3
