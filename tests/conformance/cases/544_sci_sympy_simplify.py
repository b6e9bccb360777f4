# simplify, expand, factor, trigsimp, cancel, apart, subs and evalf.
import sympy as sp

x, y, a = sp.symbols("x y a")
print(sp.simplify(sp.sin(x) ** 2 + sp.cos(x) ** 2), sp.expand((x + y) ** 3))
print(sp.factor(x ** 2 - y ** 2), sp.cancel((x ** 2 - 1) / (x - 1)))
print(sp.apart(1 / (x * (x + 1))), sp.trigsimp(2 * sp.sin(x) * sp.cos(x)))
expr = (x + a) ** 2
print(expr.subs({x: 2, a: 3}), expr.subs(a, x).expand(), sp.sqrt(8).evalf(20))
print(sp.nsimplify(0.125), sp.pi.evalf(30), sp.E.evalf(5))
print(sp.collect(sp.expand((x + 1) ** 2 * y + x * y), x), sp.expand_log(sp.log(x * y), force=True))
eq = sp.Eq(x ** 2, 4)
print(eq, eq.lhs, eq.rhs, sp.srepr(x + 1))
sp.simplify((x ** 3 + x ** 2 - x - 1) / (x ** 2 + 2 * x + 1))
