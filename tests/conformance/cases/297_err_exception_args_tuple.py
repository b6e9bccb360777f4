raise ValueError(1, "two", [3])
