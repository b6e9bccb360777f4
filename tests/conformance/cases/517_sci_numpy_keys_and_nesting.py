# numpy values nested in containers; a dict with numpy int keys is not convertible by
# json.dumps' key rules, so that whole dict becomes its repr() string, while float64
# keys (a float subclass) convert.
import numpy as np

a = np.array([3, 1, 2])
vals, counts = np.unique(np.array([1, 1, 2, 5, 5, 5]), return_counts=True)
result = {
    "by_numpy_key": dict(zip(vals, counts)),
    "by_float64_key": {np.float64(0.5): "half"},
    "pairs": list(zip(vals, counts)),
    "tuple": (a, a.sum(), a.max() > 2),
    "arrays": [np.arange(2), np.ones(2, dtype=bool)],
}
print(result["by_numpy_key"])
