s = "ab"
s *= 3
