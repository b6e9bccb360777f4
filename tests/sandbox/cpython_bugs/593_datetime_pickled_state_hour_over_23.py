# technique: the datetime pickled-state check masked the hour byte with 0x7F as for a time state, but a datetime keeps its fold bit in the month byte: hour 151 passed (a review of pass 68's fix)
# expect: any
import datetime
d = datetime.datetime(b'\x07\xe4\x01\x01\x97\x00\x00\x00\x00\x00')
print(d.hour, repr(d))
print(d.isoformat(), d.ctime())
print(d + datetime.timedelta(0))
d.hour
