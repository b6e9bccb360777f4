# NaT and NA become null (on their own and in frames); nullable Int64 and boolean
# columns; Timestamp, Timedelta, Period and Interval become str().
import pandas as pd

df = pd.DataFrame({
    "n": pd.array([1, None, 3], dtype="Int64"),
    "b": pd.array([True, None, False], dtype="boolean"),
    "t": pd.to_datetime(["2024-05-01", None, "2024-05-03 10:30"]),
    "d": pd.to_timedelta(["1 days", None, "2 hours"]),
})
print(df)
print(df.dtypes.astype(str).tolist(), df["n"].sum(), df.isna().sum().tolist())
result = {
    "nat": pd.NaT, "na": pd.NA, "frame": df,
    "ts": pd.Timestamp("2024-02-29 13:45:00"), "ts_tz": pd.Timestamp("2024-01-01", tz="UTC"),
    "td": pd.Timedelta(minutes=90), "period": pd.Period("2024-03", freq="M"),
    "interval": pd.Interval(0, 5, closed="left"),
}
