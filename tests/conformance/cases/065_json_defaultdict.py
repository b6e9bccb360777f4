from collections import defaultdict
d = defaultdict(list)
for w in ["apple", "avocado", "banana", "cherry", "blueberry"]:
    d[w[0]].append(w)
d
