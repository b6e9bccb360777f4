result = 5
print(result)
