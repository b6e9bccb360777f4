# A time series plotted against dates from pandas: DateFormatter, MonthLocator,
# autofmt_xdate; the figure drawn so the tick labels exist, then printed.
import matplotlib.pyplot as plt
import matplotlib.dates as mdates
import numpy as np
import pandas as pd

idx = pd.date_range("2023-01-01", "2023-06-30", freq="D")
rng = np.random.default_rng(4)
values = pd.Series(rng.normal(0, 1, len(idx)).cumsum(), index=idx)
fig, ax = plt.subplots(figsize=(10, 4))
ax.plot(values.index, values.values, label="value")
ax.plot(values.rolling(14).mean(), label="14-day mean")
ax.xaxis.set_major_locator(mdates.MonthLocator())
ax.xaxis.set_major_formatter(mdates.DateFormatter("%b %Y"))
fig.autofmt_xdate()
ax.legend()
fig.canvas.draw()
print([t.get_text() for t in ax.get_xticklabels()])
print([round(t.get_rotation()) for t in ax.get_xticklabels()][:2], ax.get_xticklabels()[0].get_ha())
lo, hi = ax.get_xlim()
print(mdates.num2date(lo).date(), mdates.num2date(hi).date())
print(mdates.date2num(pd.Timestamp("2023-01-01")), ax.lines[1].get_label())
plt.show()
