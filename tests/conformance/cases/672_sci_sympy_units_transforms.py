# Engineering-style symbolic work: unit conversion with sympy.physics.units, Laplace
# transforms and inverse, a Fourier transform.
import sympy as sp
from sympy.physics.units import convert_to, meter, kilometer, second, hour, newton, joule, kilogram
from sympy.physics import units as u

speed = 100 * kilometer / hour
print(convert_to(speed, meter / second), convert_to(speed, meter / second).evalf(5))
print(convert_to(5 * newton * 2 * meter, joule), convert_to(newton, [kilogram, meter, second]))
print(convert_to(u.lightyear, u.meter).evalf(6))
t, s = sp.symbols("t s", positive=True)
a = sp.symbols("a", positive=True)
print(sp.laplace_transform(sp.exp(-a * t), t, s))
print(sp.laplace_transform(sp.sin(2 * t), t, s, noconds=True))
print(sp.inverse_laplace_transform(1 / (s**2 + 4), s, t))
print(sp.fourier_transform(sp.exp(-t**2), t, s))
sp.inverse_laplace_transform(1 / (s * (s + 1)), s, t)
