print("computing")
10 ** 5000
