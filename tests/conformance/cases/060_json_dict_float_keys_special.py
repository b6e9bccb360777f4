{float("nan"): 1, float("inf"): 2, -float("inf"): 3, 1e16: 4, 0.1: 5, -0.0: 6}
