# A small example: run it with `build/safepy run examples/hello.py`.
import math
import statistics
from collections import Counter

words = "the quick brown fox jumps over the lazy dog the end".split()
print("most common:", Counter(words).most_common(2))
print("mean word length:", statistics.mean(len(w) for w in words))
result = math.factorial(10)
