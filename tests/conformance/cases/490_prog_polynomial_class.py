# A Polynomial class: arithmetic operators, evaluation with Horner's rule via __call__,
# derivative and integral with Fractions, long division, pretty printing, equality,
# and Newton's method for roots.
from fractions import Fraction
from itertools import zip_longest

class Polynomial:
    def __init__(self, *coeffs):
        c = list(coeffs)
        while len(c) > 1 and c[-1] == 0:
            c.pop()
        self.coeffs = c or [0]

    @classmethod
    def from_roots(cls, *roots):
        p = cls(1)
        for r in roots:
            p = p * cls(-r, 1)
        return p

    @property
    def degree(self):
        return len(self.coeffs) - 1

    def __call__(self, x):
        acc = 0
        for c in reversed(self.coeffs):
            acc = acc * x + c
        return acc

    def __add__(self, other):
        other = other if isinstance(other, Polynomial) else Polynomial(other)
        return Polynomial(*(a + b for a, b in zip_longest(self.coeffs, other.coeffs, fillvalue=0)))
    __radd__ = __add__

    def __neg__(self):
        return Polynomial(*(-c for c in self.coeffs))

    def __sub__(self, other):
        return self + (-other if isinstance(other, Polynomial) else -other)

    def __mul__(self, other):
        other = other if isinstance(other, Polynomial) else Polynomial(other)
        out = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Polynomial(*out)
    __rmul__ = __mul__

    def __pow__(self, n):
        result = Polynomial(1)
        for _ in range(n):
            result = result * self
        return result

    def __divmod__(self, other):
        num = [Fraction(c) for c in self.coeffs]
        q = [Fraction(0)] * max(len(num) - len(other.coeffs) + 1, 1)
        lead = Fraction(other.coeffs[-1])
        while len(num) >= len(other.coeffs) and any(num):
            shift = len(num) - len(other.coeffs)
            factor = num[-1] / lead
            q[shift] = factor
            for i, c in enumerate(other.coeffs):
                num[shift + i] -= factor * c
            num.pop()
        return Polynomial(*q), Polynomial(*(num or [0]))

    def __eq__(self, other):
        return isinstance(other, Polynomial) and self.coeffs == other.coeffs

    def derivative(self):
        return Polynomial(*([i * c for i, c in enumerate(self.coeffs)][1:] or [0]))

    def integral(self, const=0):
        return Polynomial(const, *(Fraction(c, i + 1) for i, c in enumerate(self.coeffs)))

    def newton(self, x0, tol=1e-12, max_iter=100):
        d = self.derivative()
        x = x0
        for i in range(max_iter):
            fx, dx = self(x), d(x)
            if dx == 0:
                raise ZeroDivisionError("zero derivative")
            step = fx / dx
            x -= step
            if abs(step) < tol:
                return round(x, 9), i + 1
        raise ArithmeticError("no convergence")

    def __str__(self):
        terms = []
        for i in range(self.degree, -1, -1):
            c = self.coeffs[i]
            if c == 0 and self.degree:
                continue
            sign = "-" if c < 0 else "+"
            mag = abs(c)
            coef = "" if mag == 1 and i else str(mag)
            var = "" if i == 0 else "x" if i == 1 else f"x^{i}"
            terms.append((sign, coef + var))
        first_sign, first = terms[0]
        return ("-" if first_sign == "-" else "") + first + "".join(f" {s} {t}" for s, t in terms[1:])

    def __repr__(self):
        return f"Polynomial{tuple(self.coeffs)}"

p = Polynomial(-6, 11, -6, 1)
q = Polynomial.from_roots(1, 2, 3)
print(p, "|", q, "|", p == q, p.degree, [p(x) for x in range(5)])
print(p + 1, "|", 2 * p, "|", p - q, "|", (Polynomial(1, 1) ** 3))
print(p.derivative(), "|", p.integral(), "|", p.integral()(1))
quot, rem = divmod(p, Polynomial(-1, 1))
print(quot, "|", rem, "|", repr(quot))
print(divmod(Polynomial(1, 0, 1), Polynomial(1, 1)))
print(p.newton(0.0), p.newton(2.4), p.newton(10.0))
print(Polynomial(0, 0, 0), Polynomial(5), Polynomial(0, -1), Polynomial(Fraction(1, 2), 0, -3))
