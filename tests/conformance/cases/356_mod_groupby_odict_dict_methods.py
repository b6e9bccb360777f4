# itertools.groupby (nested, groups consumed in turn), OrderedDict's mutators with keyword
# arguments, dict's methods on dicts, OrderedDicts and a subclass using super().
import collections, itertools
data = "aaabccdd"
g1 = [(k, "".join(g)) for k, g in itertools.groupby(data)]
g2 = [(k, len(list(g))) for k, g in itertools.groupby(itertools.groupby(data), key=lambda kg: kg[0] > "b")]
od = collections.OrderedDict(a=1, b=2, c=3)
od.move_to_end("a")
od.move_to_end("c", last=False)
first = od.popitem(last=False)
od.setdefault("z", default=26)
od.update({"y": 25}, x=24)
popped = [od.pop("b"), od.pop("nope", "dflt")]
dict.update(od, w=23)
d = {"k": 1}
d.update(m=2)
d.setdefault("n", 3)
class D(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10)
    def __delitem__(self, k):
        super().__delitem__(k)
s = D()
s["q"] = 4
s["r"] = 5
del s["r"]
dict.__setitem__(s, "t", 6)
od2 = collections.OrderedDict.fromkeys("xyz")
od2.clear()
result = [g1, g2, list(od.items()), first, popped, d, dict(s), list(od2), d.pop("k"), d.popitem()]
