frozenset({5, 4, 40})
