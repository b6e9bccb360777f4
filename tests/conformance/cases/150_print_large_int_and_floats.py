print(2**100, -0.0, 1/3, 1e-5, float("nan"), float("-inf"))
