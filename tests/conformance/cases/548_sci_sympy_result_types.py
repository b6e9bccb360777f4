# Several sympy objects nested in a dict: each is str(v) whatever its class; the sympy
# Tuple is a sympy object, not a Python tuple.
import sympy as sp

x = sp.Symbol("x")
result = {"symbol": x, "integer": sp.Integer(12), "pow": x ** 2, "tuple": sp.Tuple(1, x),
          "set": sp.FiniteSet(3, 1, 2), "interval": sp.Interval(0, 1, right_open=True),
          "poly": sp.Poly(x ** 2 + 1, x), "eq": sp.Eq(x, 2), "bool": sp.true,
          "lambda": sp.Lambda(x, x + 1), "piecewise": sp.Piecewise((x, x > 0), (0, True)),
          "python_int": int(sp.Integer(5)), "python_float": float(sp.Rational(1, 4))}
print({k: type(v).__name__ for k, v in result.items()})
