# scipy.interpolate: interp1d (linear, cubic), CubicSpline, UnivariateSpline without
# smoothing and RegularGridInterpolator on a fixed grid; rounded (griddata: 564).
import numpy as np
from scipy import interpolate

x = np.array([0.0, 1.0, 2.0, 3.0, 4.0])
y = x ** 2
lin = interpolate.interp1d(x, y)
print(lin([0.5, 2.5]), lin(3.0))
cub = interpolate.interp1d(x, y, kind="cubic")
print(np.round(cub([0.5, 2.5]), 8))
cs = interpolate.CubicSpline(x, np.sin(x), bc_type="natural")
print(np.round(cs([0.25, 1.75]), 8), np.round(cs(1.0, 1), 8))
try:
    lin(5.0)
except ValueError as e:
    print("ValueError:", e)
spl = interpolate.UnivariateSpline(x, y, s=0)
print(np.round(spl([0.5, 3.5]), 8), np.round(spl.derivative()(2.0), 8))
rbf = interpolate.RegularGridInterpolator((x, x), np.add.outer(x, 10 * x))
print(np.round(rbf([[0.5, 1.5], [3.0, 0.25]]), 8))
print(np.round(np.interp([1.5, 3.25], x, y), 8))
np.round(cs(np.linspace(0, 4, 5)), 6)
