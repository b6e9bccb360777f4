# Handling missing values: isna counts, fillna with a column mean / a dict / ffill,
# interpolate (linear and time), dropna with thresh, and replace of sentinel values.
import io
import numpy as np
import pandas as pd

df = pd.read_csv(io.StringIO("""day,temp,humidity,station
2024-05-01,21.5,40,A
2024-05-02,,42,A
2024-05-03,23.0,-999,B
2024-05-04,,,B
2024-05-05,25.5,50,
2024-05-06,24.0,48,A
"""), parse_dates=["day"], index_col="day")
print(df.isna().sum())
df["humidity"] = df["humidity"].replace(-999, np.nan)
print(df)
print(df.fillna({"temp": df["temp"].mean(), "station": "unknown"}))
print(df.ffill())
print(df["temp"].interpolate())
print(df["temp"].interpolate(method="time").round(3))
print(df.dropna(thresh=2))
print(df.dropna(subset=["temp", "humidity"]).shape)
filled = df.fillna(method="bfill")
print(f"mean temp after fill: {filled['temp'].mean():.3f}")
df.isna().mean().round(3)
