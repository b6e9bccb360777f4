s = "9" * 5000
n = int(s)
