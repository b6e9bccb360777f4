# technique: date(b'...') (the pickle constructor) checks the month alone: a year 0 makes weekday() negative and ctime() index its day-name table at -6, reading outside it into a NULL pointer (a crash; red-team pass 68)
# expect: any
import datetime
d = datetime.date(bytes([0, 0, 1, 3]))      # year 0, January 3
print(3, d.weekday(), repr(d.ctime()))       # DayNames[-6]: a pointer from another table
d = datetime.date(bytes([0, 0, 1, 7]))      # year 0, January 7
print(7, d.weekday(), repr(d.ctime()))       # DayNames[-1] == NULL -> crash
