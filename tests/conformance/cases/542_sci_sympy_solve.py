# sympy symbols and solve: polynomial, linear system, with assumptions; a sympy
# expression as the result is str(v), result_type its class name.
import sympy as sp

x, y = sp.symbols("x y")
print(sp.solve(x ** 2 - 5 * x + 6, x))
print(sp.solve([x + y - 10, 2 * x - y - 2], [x, y]))
print(sp.solve(x ** 2 + 1, x), sp.solveset(x ** 2 - 4, x, domain=sp.S.Reals))
p = sp.symbols("p", positive=True)
print(sp.solve(p ** 2 - 9, p), sp.nsolve(sp.cos(x) - x, x, 0.7).evalf(12))
print(sp.roots(x ** 3 - 6 * x ** 2 + 11 * x - 6), sp.factor(x ** 3 - 6 * x ** 2 + 11 * x - 6))
sp.solve(x ** 3 - 2, x)[0] + y
