print("a" * 65536)
