a = b = 3
