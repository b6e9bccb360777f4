# Enough small objects to need tens of new object arenas (huge-page slabs in a worker),
# then all freed and the memory reused, twice: the allocator hands back emptied arenas.
def build(n):
    return [(i, str(i), [i]) for i in range(n)]

totals = []
for round_ in range(3):
    rows = build(150_000)
    totals.append(sum(r[0] for r in rows) + len(rows[-1][1]))
    del rows
d = {i: str(i) for i in range(100_000)}
result = (totals, len(d), d[99_999])
