# Time zones: localize, convert between named zones (past dates: fixed offsets and DST
# rules), tz-aware date_range; results as str().
import pandas as pd

t = pd.Timestamp("2023-03-26 00:30").tz_localize("UTC")
print(t.tz_convert("Europe/Paris"), t.tz_convert("America/New_York"))
rng = pd.date_range("2023-10-28 22:00", periods=4, freq="2H", tz="Europe/London")
print(rng)
s = pd.Series([1, 2, 3], index=pd.date_range("2023-01-01", periods=3, tz="Asia/Tokyo"))
print(s.tz_convert("UTC"))
result = [t.tz_convert("Asia/Kolkata"), rng[0].tzname(), str(rng.tz)]
