# mpmath (sympy's arbitrary-precision library) as a model uses it for digits of a constant,
# a root, an integral and a matrix, at 50 significant digits.
import mpmath
from mpmath import mp, mpf, quad, findroot, matrix, nstr

mp.dps = 50
print(mp.pi)
print(nstr(mpmath.e, 30), mpmath.sqrt(2))
print(findroot(lambda x: mpmath.cos(x) - x, 0.7))
print(quad(lambda x: mpmath.exp(-x ** 2), [-mpmath.inf, mpmath.inf]))
print(mpmath.zeta(3), mpmath.gamma(mpf(1) / 3))
A = matrix([[2, 1], [1, 3]])
print(mpmath.det(A), mpmath.inverse(A))
mp.dps = 15
[str(mpmath.mpf(1) / 7), float(mpmath.pi)]
