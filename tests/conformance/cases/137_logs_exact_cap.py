print("a" * 65535)
