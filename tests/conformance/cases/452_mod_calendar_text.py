# calendar: text month and year layouts, monthcalendar, other first weekdays, names,
# leap-year helpers, and HTML output.
import calendar
print(calendar.month(2024, 2))
print(calendar.monthcalendar(2024, 3)[:2])
tc = calendar.TextCalendar(firstweekday=calendar.SUNDAY)
print(tc.formatmonth(2023, 12, w=3))
print(list(calendar.day_abbr), list(calendar.month_name)[1:4], calendar.firstweekday())
print(calendar.isleap(2000), calendar.isleap(1900), calendar.leapdays(1900, 2000), calendar.monthrange(2023, 2))
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), list(calendar.Calendar().itermonthdays(2024, 2))[:7])
html = calendar.HTMLCalendar().formatmonth(2024, 1)
print(len(html.splitlines()), html.splitlines()[0])
print(calendar.calendar(2024, m=6).splitlines()[0].strip())
print([d for d in calendar.Calendar(firstweekday=6).itermonthdates(2024, 2)][0])
