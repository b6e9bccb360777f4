from collections import Counter
Counter([(1, 2), (1, 2), (3,)])
