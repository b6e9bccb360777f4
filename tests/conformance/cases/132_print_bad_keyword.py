print("x", foo=1)
