print("a", "b", sep=None, end=None)
print("c")
