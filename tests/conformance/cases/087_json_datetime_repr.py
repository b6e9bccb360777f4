import datetime
[datetime.datetime(2024, 2, 29, 12, 30), datetime.date(2023, 1, 5), datetime.timedelta(days=1, seconds=5)]
