# Fitting a polynomial trend: polyfit with cov, poly1d printing, polyval, roots, R^2,
# and the newer numpy.polynomial.Polynomial.fit API.
import numpy as np
from numpy.polynomial import Polynomial

x = np.array([0, 1, 2, 3, 4, 5, 6, 7], dtype=float)
y = np.array([1.0, 1.8, 4.1, 8.9, 16.2, 24.8, 36.1, 49.3])
coeffs = np.polyfit(x, y, 2)
print("coefficients:", np.round(coeffs, 5))
p = np.poly1d(np.round(coeffs, 3))
print(p)
print("p(10) =", round(p(10), 3), "roots:", np.round(p.roots, 4))
fit = np.polyval(coeffs, x)
ss_res = np.sum((y - fit) ** 2)
ss_tot = np.sum((y - y.mean()) ** 2)
print(f"R^2 = {1 - ss_res / ss_tot:.6f}")
c1, cov = np.polyfit(x, y, 1, cov=True)
print("linear:", np.round(c1, 4), "stderr:", np.round(np.sqrt(np.diag(cov)), 4))
P = Polynomial.fit(x, y, 2).convert()
print("Polynomial:", np.round(P.coef, 5))
print(Polynomial([1, 2, 3]))
print(p.deriv(), "|", np.polyder([1, 0, -3]), np.polyint([3, 2]))
np.round(fit, 3)
