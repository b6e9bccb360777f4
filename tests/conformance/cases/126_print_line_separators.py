print("x\u2028y\u2029z\x85w")
