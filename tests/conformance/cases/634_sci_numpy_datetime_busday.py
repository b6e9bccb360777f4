# numpy dates: datetime64 arithmetic, arange of dates, busday_count/offset with holidays,
# timedelta64 conversions, and a date array as the result.
import numpy as np

start = np.datetime64("2024-02-26")
end = np.datetime64("2024-03-15")
print(end - start, (end - start).astype(int), (end - start) / np.timedelta64(1, "W"))
days = np.arange(start, start + 7, dtype="datetime64[D]")
print(days)
print(np.busday_count(start, end), np.busday_count(start, end, holidays=["2024-03-01"]))
print(np.busday_offset("2024-03-08", 3, roll="forward"), np.is_busday(days))
print(np.datetime64("2024-01", "M") + 1, np.datetime64("2024-01-31") + np.timedelta64(36, "h"))
ts = np.array(["2024-03-01T12:30", "2024-03-02T08:15"], dtype="datetime64[m]")
print(ts, np.diff(ts), ts.astype("datetime64[D]"))
print(np.datetime_as_string(ts, unit="D"), (ts - ts[0]).astype("timedelta64[h]"))
days[np.is_busday(days)]
