print("a", end=" | ")
print("b", end=" | ")
print("c")
