from datetime import date, datetime, timedelta, timezone, time
d = date(2024, 2, 28)
dt = datetime(2024, 3, 10, 14, 30, 15)
delta = datetime(2024, 12, 25) - datetime(2024, 1, 1, 12)
utc = datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
ist = utc.astimezone(timezone(timedelta(hours=5, minutes=30)))
[str(d + timedelta(days=1)), str(d + timedelta(days=2)), d.weekday(), d.isoweekday(), d.isoformat(), str(delta),
 delta.days, delta.total_seconds(), dt.strftime("%Y-%m-%d %H:%M:%S"), dt.strftime("%j %U %I %p %y"), dt.isoformat(),
 str(dt.replace(year=2020, day=1)), str(dt.date()), str(dt.time()), ist.isoformat(), str(ist.utcoffset()),
 str(datetime.fromisoformat("2024-05-06T07:08:09")), (date(2025, 1, 1) - d).days, str(timedelta(hours=25, minutes=61)),
 str(timedelta(microseconds=-1)), str(time(9, 5)), d.isocalendar()[1],
 datetime(2024, 1, 1) < datetime(2024, 1, 2), str(date.fromordinal(738000)), utc.timestamp(), str(datetime.fromtimestamp(0, timezone.utc))]
