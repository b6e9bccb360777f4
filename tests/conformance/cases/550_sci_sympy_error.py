# A sympy error in the user's code: its exception type and message, with the line.
import sympy as sp

x = sp.Symbol("x")
M = sp.Matrix([[1, 2], [2, 4]])
print(M.det())
M.inv()
