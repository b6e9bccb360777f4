# Exact rational arithmetic and number theory; sympy numbers in a list become str().
import sympy as sp

third = sp.Rational(1, 3)
print(third + sp.Rational(1, 6), third * 3, type(third * 3).__name__, third ** -2)
h = sum(sp.Rational(1, k) for k in range(1, 11))
print(h, h.p, h.q, float(h), sp.N(h, 15))
print(sp.factorint(360), sp.isprime(2 ** 61 - 1), sp.nextprime(100))
print(list(sp.primerange(20, 40)), sp.gcd(84, 36), sp.lcm(4, 6), sp.totient(36))
print(sp.sqrt(sp.Rational(50, 2)), sp.Integer(2) ** 100, sp.binomial(30, 15))
print(sp.nsimplify("0.333333333333", rational=True), sp.Float("1.5", 30))
[third, h, sp.Integer(7), sp.Float(2.5), sp.pi, sp.oo, sp.zoo, sp.nan, sp.I + 1]
