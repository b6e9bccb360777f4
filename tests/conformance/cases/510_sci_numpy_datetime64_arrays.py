# datetime64 and timedelta64: arrays become nested arrays of str() of each element,
# result_type names the unit.
import numpy as np

days = np.arange("2024-02-26", "2024-03-03", dtype="datetime64[D]")
print(days, days.dtype)
print(np.busday_count("2024-01-01", "2024-02-01"), days[-1] - days[0])
print(np.datetime64("2024-01-31") + np.timedelta64(1, "M").astype("timedelta64[D]"))
stamps = np.array(["2024-01-01T12:30", "NaT", "1999-12-31T23:59"], dtype="datetime64[m]")
print(stamps, np.isnat(stamps))
result = {"days": days.reshape(2, 3), "stamps": stamps,
          "gaps": np.diff(days.astype("datetime64[h]"))[:2], "first": days[0],
          "span": days[-1] - days[0]}
