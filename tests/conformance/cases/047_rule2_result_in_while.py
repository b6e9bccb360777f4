n = 0
while n < 3:
    n += 1
    result = n * 10
