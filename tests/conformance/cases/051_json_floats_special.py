[float("nan"), float("inf"), -float("inf"), 0.1, -0.0, 1e300, 1e-7, 1e16, 2.5, 1.0]
