result = 0
for i in range(4):
    result += i
