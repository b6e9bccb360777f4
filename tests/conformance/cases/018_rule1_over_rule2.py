result = 1
2
