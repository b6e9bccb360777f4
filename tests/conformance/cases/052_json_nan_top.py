float("nan")
