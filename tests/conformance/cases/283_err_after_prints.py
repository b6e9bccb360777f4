print("step 1")
print("step 2", end="")
print(" and more")
items = {"a": 1}
print("before failure")
items["b"]
print("never")
