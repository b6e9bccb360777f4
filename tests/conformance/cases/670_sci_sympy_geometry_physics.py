# A word problem done symbolically: projectile motion with symbols, max height, range,
# optimal angle, then numbers substituted and units kept as symbols.
import sympy as sp

v0, g, theta, t = sp.symbols("v0 g theta t", positive=True)
xpos = v0 * sp.cos(theta) * t
ypos = v0 * sp.sin(theta) * t - g * t**2 / 2
t_flight = [s for s in sp.solve(ypos, t) if s != 0][0]
rng = sp.simplify(xpos.subs(t, t_flight))
print("time of flight:", t_flight)
print("range:", rng, "=", sp.trigsimp(rng))
t_peak = sp.solve(sp.diff(ypos, t), t)[0]
h_max = sp.simplify(ypos.subs(t, t_peak))
print("max height:", h_max)
best = sp.solve(sp.diff(rng, theta), theta)
print("best angle:", best)
vals = {v0: 20, g: sp.Rational(981, 100), theta: sp.pi / 4}
print("range at 45°:", rng.subs(vals), "≈", sp.N(rng.subs(vals), 6))
print("height:", sp.N(h_max.subs(vals), 6))
circle = sp.Circle(sp.Point(0, 0), 5)
line = sp.Line(sp.Point(-5, 1), sp.Point(5, 1))
print(circle.intersection(line), circle.area, sp.Triangle((0, 0), (4, 0), (0, 3)).area)
h_max
