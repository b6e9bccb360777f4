# Probability with sympy.stats: a normal variable's tail probability, expectation and
# variance, a fair die, a binomial with a symbolic p, and a density.
from sympy import symbols, simplify, Rational, sqrt, exp, pi
from sympy.stats import Normal, Die, Binomial, Exponential, P, E, variance, density, cdf, std

X = Normal("X", 0, 1)
print(P(X > 1).evalf(6), E(X**2), variance(2 * X + 1), std(3 * X))
D = Die("D", 6)
print(E(D), P(D > 3), variance(D), density(D).dict)
p = symbols("p", positive=True)
B = Binomial("B", 4, p)
print(simplify(E(B)), simplify(variance(B)))
T = Exponential("T", 2)
print(P(T > 1), E(T), cdf(T)(symbols("t", positive=True)))
z = symbols("z")
density(X)(z)
