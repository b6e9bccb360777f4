# datetime: arithmetic, timedelta normalisation and str, ISO formats, strftime/strptime,
# fixed-offset time zones, weekday/isocalendar, ranges, and calendar helpers.
import datetime as dt, calendar
d = dt.date(2024, 2, 28)
print(d + dt.timedelta(days=1), d + dt.timedelta(days=2), (dt.date(2024, 12, 25) - d).days, d.weekday(), d.isoweekday())
print(d.isocalendar(), d.isoformat(), d.replace(day=1), d.strftime("%a %d %b %Y, day %j, week %U"), d.toordinal())
td = dt.timedelta(days=1, hours=25, minutes=61, seconds=-1, microseconds=1500)
print(td, td.days, td.seconds, td.microseconds, td.total_seconds(), -td, td * 2, td / 3, td // dt.timedelta(hours=1))
t = dt.datetime(2024, 3, 10, 14, 30, 15, 123456)
print(t, t.isoformat(timespec="seconds"), t.time(), t.date(), t.strftime("%Y-%m-%dT%H:%M:%S.%f %p %I"))
print(dt.datetime.strptime("05/01/24 7:03PM", "%m/%d/%y %I:%M%p"), dt.datetime.fromisoformat("2024-01-02T03:04:05+01:00"))
tz = dt.timezone(dt.timedelta(hours=5, minutes=30), "IST")
aware = dt.datetime(2024, 1, 1, 12, tzinfo=dt.timezone.utc)
print(aware.astimezone(tz), aware.astimezone(tz).tzname(), aware.utcoffset(), aware.timestamp(), dt.datetime.fromtimestamp(0, dt.timezone.utc))
print(aware == aware.astimezone(tz), aware.astimezone(tz) - aware, dt.timezone(-dt.timedelta(hours=3)))
try:
    t < aware
except TypeError as e:
    print("TypeError:", e)
try:
    dt.date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    dt.datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
start = dt.date(2024, 1, 29)
print([str(start + dt.timedelta(days=i)) for i in range(0, 10, 3)], dt.date.fromisocalendar(2024, 1, 1))
print(calendar.monthrange(2024, 2), calendar.isleap(2100), calendar.leapdays(2000, 2025), calendar.weekday(2024, 7, 4), calendar.day_name[0])
print(dt.datetime.combine(d, dt.time(9, 15)), dt.time(23, 59, 59).replace(hour=0), dt.date.max, dt.timedelta.max)
print(sorted([dt.date(2024, 5, 1), dt.date(2023, 12, 31), dt.date(2024, 1, 1)]), max(dt.time(1), dt.time(0, 59)))
print(dt.date(2024, 1, 2).strftime("%Y年%m月%d日"), dt.datetime(2024, 1, 2).strftime("%d de %B"), format(d, "%d.%m.%Y"))
print(dt.datetime(2024, 5, 17, 8, 5).strftime("%-d" if False else "%d %H:%M"), repr(dt.timedelta(hours=-1)), dt.date(2024, 3, 1) - dt.timedelta(days=1))
