# technique: datetime.utctimetuple computes self - utcoffset through add_datetime_timedelta, which calls the datetime subclass's constructor, then reads year/month/day/hour/minute/second out of whatever __new__ returned at PyDateTime_DateTime's offsets (bytes 25..31): an object with __slots__ there hands back bytes 1..6 of the pointer in its second slot, i.e. the address of any object (pyaddr.c's masking bypassed)
# expect: any
import datetime

class O:
    __slots__ = ("a", "b", "c")

box = []

class D(datetime.datetime):
    def __new__(cls, *a, **k):
        return box[0]

def leak(obj):
    o = O()
    o.a = o.c = None
    o.b = obj          # PyDateTime_DateTime.hastzinfo = byte 0, data[0..6] = bytes 1..7 of this slot
    box[:] = [o]
    d = datetime.datetime.__new__(D, 2020, 1, 1, tzinfo=datetime.timezone(datetime.timedelta(hours=1)))
    t = d.utctimetuple()
    y = t.tm_year
    return ((y >> 8) << 8 | (y & 0xff) << 16 | t.tm_mon << 24 | t.tm_mday << 32
            | t.tm_hour << 40 | t.tm_min << 48)

# The true answer: 2020-01-01 00:00 at UTC+1 is 2019-12-31 23:00 UTC, whatever object
# the subclass constructor returns.
truth = ((2019 >> 8) << 8 | (2019 & 0xff) << 16 | 12 << 24 | 31 << 32 | 23 << 40 | 0 << 48)
a1, a2 = leak(print), leak(len)
if a1 != truth or a2 != truth:
    raise RuntimeError("memory read through a foreign object as a datetime: bits of "
                       "addresses 0x%x (print) and 0x%x (len)" % (a1, a2))
print("no leak")
