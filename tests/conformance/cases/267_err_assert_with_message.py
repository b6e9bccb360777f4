x = 1
assert x == 2, f"x should be 2, got {x}"
