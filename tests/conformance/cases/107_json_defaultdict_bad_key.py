from collections import defaultdict
d = defaultdict(list)
d[(1, 2)].append(3)
d
