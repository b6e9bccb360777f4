# Dates as strings parsed with to_datetime, then the .dt accessor: day names, months,
# quarters, strftime, differences in days, business days and period grouping.
import io
import pandas as pd

events = pd.read_csv(io.StringIO("""ticket,opened,closed
T1,2024-01-03 09:15,2024-01-05 17:00
T2,2024-01-15 14:00,2024-01-15 16:30
T3,2024-02-01 08:00,2024-02-12 12:00
T4,2024-02-29 23:59,2024-03-01 00:01
T5,2024-03-10 10:00,
"""))
events["opened"] = pd.to_datetime(events["opened"])
events["closed"] = pd.to_datetime(events["closed"], format="%Y-%m-%d %H:%M")
events["duration"] = events["closed"] - events["opened"]
events["hours"] = (events["duration"].dt.total_seconds() / 3600).round(2)
events["weekday"] = events["opened"].dt.day_name()
events["month"] = events["opened"].dt.to_period("M")
events["quarter"] = events["opened"].dt.quarter
events["label"] = events["opened"].dt.strftime("%d %b %Y")
print(events)
print(events.dtypes)
print(events.groupby("month")["hours"].mean())
print(events["duration"].describe())
print(pd.bdate_range("2024-02-26", "2024-03-08").strftime("%a %d").tolist())
print(events.loc[events["opened"].between("2024-01-10", "2024-02-15"), "ticket"].tolist())
print(events["opened"].max() - events["opened"].min())
events[["ticket", "opened", "duration"]]
