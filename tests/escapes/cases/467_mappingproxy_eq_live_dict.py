# technique: mappingproxy's richcompare is PyObject_RichCompare(v->mapping, w, op): dict.__eq__(X) is NotImplemented, so X.__eq__ receives the LIVE dict the proxy guards (case 457's `|` fix, other operator): re.RegexFlag.__members__ == X() hands over and lets user code edit the real _member_map_ of a stdlib enum; same via < <= > >= != and via dict views' .mapping
# expect: any
import re
got = []
class X:
    def __eq__(self, other):
        got.append(other)
        return False
    __hash__ = None
re.RegexFlag.__members__ == X()
d = got[0]
d["EVIL"] = 1
print(type(d).__name__, list(re.RegexFlag.__members__)[-2:], re.RegexFlag["EVIL"])
assert "EVIL" not in re.RegexFlag.__members__, "a stdlib enum's member map was edited"
# Same door, other live dicts: dataclasses.fields(A)[0].metadata == X() -> dataclasses._EMPTY_METADATA
# (shared by every later field: planted keys show up in fresh fields); f.registry == X() for a
# singledispatch f -> its live registry, where a non-class key bypasses register()'s check (case 450).
