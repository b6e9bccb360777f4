for i in range(5):
    print(i, end="")
print()
print("done", end="")
