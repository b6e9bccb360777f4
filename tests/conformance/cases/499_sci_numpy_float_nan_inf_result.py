# A float64 array with nan and infinities: non-finite elements become "nan", "inf", "-inf".
import numpy as np

a = np.array([0.5, np.nan, np.inf, -np.inf, -0.0, 1e300, 1e-300, 2.0])
print(np.isnan(a).sum(), np.isfinite(a).tolist())
a.reshape(2, 4)
