# Interpolation: interp1d linear/cubic with fill_value="extrapolate", CubicSpline with
# derivatives, UnivariateSpline smoothing, RegularGridInterpolator, PchipInterpolator.
import numpy as np
from scipy.interpolate import interp1d, CubicSpline, UnivariateSpline, RegularGridInterpolator, PchipInterpolator

x = np.array([0, 1, 2, 3, 4, 5], dtype=float)
y = np.array([0.0, 0.8, 0.9, 0.1, -0.8, -1.0])
lin = interp1d(x, y)
cub = interp1d(x, y, kind="cubic")
ext = interp1d(x, y, fill_value="extrapolate")
print(lin(2.5), np.round(cub([0.5, 2.5, 4.5]), 6), ext(6.0))
try:
    lin(7)
except ValueError as e:
    print("ValueError:", e)
cs = CubicSpline(x, y, bc_type="natural")
print(np.round(cs(1.5), 6), np.round(cs(1.5, 1), 6), np.round(cs.integrate(0, 5), 6))
us = UnivariateSpline(x, y, s=0.1)
print(np.round(us(np.array([1.0, 3.0])), 6))
pc = PchipInterpolator(x, y)
print(np.round(pc([0.5, 3.5]), 6))
gx, gy = np.array([0.0, 1.0, 2.0]), np.array([0.0, 10.0])
values = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
rgi = RegularGridInterpolator((gx, gy), values)
print(rgi([[0.5, 5.0], [1.5, 2.5]]))
np.round(cs(np.linspace(0, 5, 6)), 6)
