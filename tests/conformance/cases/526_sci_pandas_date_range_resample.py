# date_range with frequencies, resample, rolling windows and shifts on a daily series.
import numpy as np
import pandas as pd

idx = pd.date_range("2024-01-01", periods=20, freq="D")
s = pd.Series(np.arange(20) % 6 + 1.0, index=idx)
print(pd.date_range("2024-01-31", periods=4, freq="M"))
print(pd.date_range("2024-03-08", periods=3, freq="W-FRI"))
print(s.resample("W").sum())
print(s.rolling(3).mean().head(5))
print(s.shift(2).head(3), s.diff().iloc[1:3].tolist())
weekly = s.resample("W").agg(["min", "max", "mean"])
print(weekly.index.freqstr, weekly.shape)
weekly
