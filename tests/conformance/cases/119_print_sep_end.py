print(1, 2, 3, sep="-", end="!\n")
print("a", "b", sep="")
print("x", end="")
print("y")
