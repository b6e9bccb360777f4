# C iterators used normally, nested and chained (the sandbox refuses only re-entering one
# iterator's next() from inside itself): OrderedDict, csv, islice, iter(callable, sentinel),
# zip/map/filter/enumerate/reversed, tee, chain, groupby over groupby.
import collections, csv, itertools
od = collections.OrderedDict((k, i) for i, k in enumerate("abc"))
pairs = [(a, b) for a in od for b in od if a < b]
rows = list(csv.reader(["x,y", "1,2"]))
it = iter([1, 2, 3, 0, 4].pop, 0)
called = list(it)
t1, t2 = itertools.tee(range(3))
chained = list(itertools.chain(itertools.islice(t1, 2), t2))
nested = list(zip(map(str, range(3)), filter(None, [0, 1, 2, 3]), enumerate(reversed("abc"))))
gg = [k for k, _ in itertools.groupby(itertools.groupby("aabbbc"))]
c = od.copy()
result = [pairs, rows, called, chained, nested, [g[0] for g in gg], repr(c), list(reversed(od))]
