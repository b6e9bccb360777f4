r = print("x")
r is None
