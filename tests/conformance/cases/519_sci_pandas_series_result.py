# A named Series with a date index as the result: {"repr", "name", "shape", "index",
# "data"}, the index's Timestamps as str(), result_type "Series[float64](n,)".
import pandas as pd

idx = pd.date_range("2024-03-30", periods=5, freq="D")
s = pd.Series([1.5, 2.25, None, 4.0, -1.0], index=idx, name="rain_mm")
print(s.sum(), s.mean(), s.isna().sum(), s.idxmax())
s
