print("before")
print(1, sep=3)
