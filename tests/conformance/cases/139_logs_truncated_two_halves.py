print("a" * 40000)
print("b" * 40000)
result = "done"
