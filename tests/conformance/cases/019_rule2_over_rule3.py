result = 1
x = 2
