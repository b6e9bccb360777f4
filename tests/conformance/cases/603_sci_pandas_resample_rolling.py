# A daily series with a DatetimeIndex: weekly resample, rolling mean, ewm, and the
# monthly last value; the last expression is a Series with Timestamp index.
import numpy as np
import pandas as pd

np.random.seed(0)
idx = pd.date_range("2023-03-01", periods=45, freq="D")
s = pd.Series(100 + np.random.randn(45).cumsum(), index=idx, name="price")
print(s.head())
weekly = s.resample("W").agg(["first", "max", "min", "last"])
print(weekly.round(3))
roll = s.rolling(window=7, min_periods=3).mean()
print(roll.iloc[:9].round(4))
print(s.ewm(span=5).mean().tail(3).round(4))
print(s.resample("M").last().round(2))
print(s.asfreq("10D").round(2))
s.resample("W-MON").mean().round(3)
