print("to stdout", file=None)
