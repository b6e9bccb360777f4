import itertools
from operator import itemgetter
rows = [{"dept": "eng", "n": "a"}, {"dept": "ops", "n": "b"}, {"dept": "eng", "n": "c"}, {"dept": "hr", "n": "d"}]
rows.sort(key=itemgetter("dept"))
{k: [r["n"] for r in g] for k, g in itertools.groupby(rows, key=itemgetter("dept"))}
