# bytearray.hex with separators, reversed views of dicts (also of an instance's attribute
# dict), and copies of date/datetime/time (their pickled states) keep working.
import copy, datetime
b = bytearray(b"\x01\x02\xff\x10")
d = {i: str(i) for i in range(6)}
class O:
    pass
o = O()
o.x, o.y = 1, 2
dt = datetime.datetime(2024, 2, 29, 23, 59, 59, 999999, fold=1)
result = [b.hex(), b.hex(":"), b.hex(sep="-", bytes_per_sep=2), b.hex(b"_", -1),
          list(reversed(d)), list(reversed(d.items()))[:2], list(reversed(d.values()))[-1],
          list(reversed(vars(o))), str(copy.deepcopy(dt)), str(copy.copy(dt.date())),
          str(copy.copy(dt.timetz())), copy.copy(dt).fold]
