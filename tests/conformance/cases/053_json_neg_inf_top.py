x = -float("inf")
