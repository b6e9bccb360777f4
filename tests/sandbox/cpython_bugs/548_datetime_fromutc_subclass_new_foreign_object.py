# technique: the default tzinfo.fromutc(dt) for a datetime subclass computes dt + delta through the subclass's own constructor, then passes whatever __new__ returned to dst() and adds to it as if it were a datetime (gh-145166): the tzinfo's dst() receives a foreign object
# expect: any
import datetime
seen = []
class D(datetime.datetime):
    def __new__(cls, *a, **k):
        if k.pop("foreign", False) or len(seen) > 0:
            return ["not a datetime"]
        return super().__new__(cls, *a, **k)
class Z(datetime.tzinfo):
    def utcoffset(self, dt):
        return datetime.timedelta(hours=1)
    def dst(self, dt):
        seen.append(type(dt).__name__)
        if not isinstance(dt, datetime.datetime):
            raise RuntimeError("dst() was handed a %s as a datetime" % type(dt).__name__)
        return datetime.timedelta(0)
z = Z()
d = D(2020, 1, 1, tzinfo=z)
try:
    r = z.fromutc(d)
except TypeError:
    r = None   # what the subclass constructor returned is not a datetime: refused
result = [seen[:1], type(r).__name__]
