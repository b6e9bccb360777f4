import bisect
xs = [1, 3, 3, 5, 8]
ys = list(xs)
bisect.insort(ys, 4)
bisect.insort_left(ys, 3)
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
recs = [("a", 1), ("b", 4), ("c", 9)]
[bisect.bisect_left(xs, 3), bisect.bisect_right(xs, 3), bisect.bisect(xs, 100), ys, [grade(s) for s in [33, 99, 77, 70, 89]],
 bisect.bisect_left(recs, 4, key=lambda r: r[1])]
