x = 1
print("hi")
