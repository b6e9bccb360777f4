from datetime import datetime
a = datetime.strptime("2023-07-14 08:05:09", "%Y-%m-%d %H:%M:%S")
b = datetime.strptime("14/07/23", "%d/%m/%y")
c = datetime.strptime("2023-07-14T08:05:09+0200", "%Y-%m-%dT%H:%M:%S%z")
try:
    datetime.strptime("2023-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
[str(a), str(b), c.isoformat(), (a - b).total_seconds(), a.strftime("%d.%m.%Y")]
