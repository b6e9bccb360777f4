print(*range(5))
print(*[])
print(*"abc", sep=",")
