# pandas Index values as the result (arrays), and result_type as the class name.
import pandas as pd

idx = pd.Index(["x", "y", "z"], name="letters")
print(idx, idx.dtype)
dates = pd.date_range("2024-12-30", periods=3)
print(dates)
result = {"letters": idx, "range": pd.RangeIndex(2, 11, 3), "dates": dates,
          "ints": pd.Index([5, 1, 3]), "floats": pd.Index([0.5, float("nan")]),
          "multi": pd.MultiIndex.from_tuples([("a", 1), ("b", 2)]),
          "periods": pd.period_range("2024Q1", periods=2, freq="Q"),
          "intervals": pd.interval_range(0, 4, periods=2)}
print({k: type(v).__name__ for k, v in result.items()})
