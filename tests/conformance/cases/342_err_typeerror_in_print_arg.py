print("a")
print("b" + 1)
