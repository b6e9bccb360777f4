[True, 1, False, 0, 1.0, 0.0, -1]
