# A DataFrame as the result: {"repr", "shape", "columns", "index", "data"}, values as
# to_numpy(dtype=object) gives them (nan -> "nan", None -> null, Timestamp -> str),
# result_type "DataFrame(rows, columns)".
import pandas as pd
import numpy as np

df = pd.DataFrame({
    "city": ["Oslo", "Lima", "Pune", None],
    "temp": [3.5, 18.25, np.nan, 30.0],
    "count": [10, 0, 7, 2],
    "ok": [True, False, True, True],
    "when": pd.to_datetime(["2024-01-05", "2024-02-29", None, "2023-12-31 08:00"]),
}, index=["a", "b", "c", "d"])
print(df.dtypes)
df
