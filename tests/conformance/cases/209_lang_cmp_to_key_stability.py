import functools
def cmp(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)
words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
recs = [("x", 2), ("y", 1), ("z", 2), ("w", 1)]
[sorted(words, key=functools.cmp_to_key(cmp)), sorted(recs, key=lambda r: r[1]), sorted(words, key=len)]
