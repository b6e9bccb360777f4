x: int = 1
y = 1 is 1
print("after")
y
