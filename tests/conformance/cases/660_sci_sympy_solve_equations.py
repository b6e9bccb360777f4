# Solving equations symbolically: a quadratic, a system (dict=True), solveset over the
# reals, an inequality, and roots with multiplicities; the solutions printed.
from sympy import symbols, solve, Eq, solveset, S, sqrt, roots, Interval, reduce_inequalities, nsimplify

x, y, a = symbols("x y a")
print(solve(x**2 - 5*x + 6, x))
print(solve(Eq(2*x + 3*y, 12), y))
print(solve([x + y - 10, x - y - 2], [x, y]))
print(solve([x**2 + y**2 - 25, x - y - 1], [x, y], dict=True))
print(solve(a*x**2 + 3*x - 1, x))
print(solveset(x**2 - 2, x, domain=S.Reals))
print(solveset(x**2 + 1, x, domain=S.Reals), solveset(x**2 + 1, x))
print(reduce_inequalities([x**2 - 4 < 0], x))
print(roots(x**3 - 3*x**2 + 3*x - 1, x))
print(solveset(abs(x - 3) <= 2, x, S.Reals), Interval(0, 1).contains(S.Half))
sols = solve(x**3 - 6*x**2 + 11*x - 6, x)
print([s.evalf() for s in sols], nsimplify(0.333333333333))
sols
