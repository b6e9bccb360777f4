n = int("x")
