# A time-series report: daily readings with gaps, interpolation, rolling statistics,
# anomalies by z-score (scipy), weekly summary; prints a table and returns a Series.
import numpy as np
import pandas as pd
from scipy import stats

idx = pd.date_range("2024-06-01", periods=28, freq="D")
base = 20 + 3 * np.sin(np.arange(28) / 28 * 2 * np.pi)
temps = pd.Series(np.round(base, 2), index=idx, name="temp_c")
temps.iloc[[5, 6, 17]] = np.nan
temps.iloc[12] = 35.0
filled = temps.interpolate()
print("missing before/after:", temps.isna().sum(), filled.isna().sum())
z = pd.Series(stats.zscore(filled), index=idx)
anomalies = filled[z.abs() > 2.5]
print("anomalies:")
print(anomalies)
roll = filled.rolling(7, min_periods=1).mean().round(3)
weekly = pd.DataFrame({"mean": filled.resample("W-SUN").mean().round(3),
                       "max": filled.resample("W-SUN").max()})
print(weekly)
print(roll.tail(3))
roll.iloc[:10]
