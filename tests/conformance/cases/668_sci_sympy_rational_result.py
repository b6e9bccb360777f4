# Exact arithmetic with Rational, a probability computed exactly, and sympy values in
# the result (a dict of them, which the result keeps as strings).
from sympy import Rational, binomial, factorial, sqrt, pi, Integer, nsimplify, S, gcd, lcm, isprime, primerange, Symbol

p = Rational(1, 6)
prob = binomial(10, 3) * p**3 * (1 - p)**7
print(prob, float(prob), prob.evalf(6))
print(Rational(3, 4) + Rational(5, 6), Rational(7, 3) ** 2, S(1) / 3 + S(1) / 6)
print(Integer(2) ** 100, factorial(20), sqrt(50), (sqrt(2) + 1) ** 2)
print(nsimplify(0.125), Rational("0.35"), Rational(2.5), Rational(22, 7) - pi)
print(gcd(84, 36), lcm(4, 6), isprime(97), list(primerange(1, 30)))
total = sum(Rational(1, k) for k in range(1, 11))
print("H_10 =", total, "≈", round(float(total), 6))
x = Symbol("x")
{"prob": prob, "harmonic": total, "expr": (x + 1) ** 2, "sqrt": sqrt(8), "float": S(0.5), "int": Integer(7)}
