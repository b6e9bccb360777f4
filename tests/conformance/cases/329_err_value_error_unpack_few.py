a, b, c = "ab"
