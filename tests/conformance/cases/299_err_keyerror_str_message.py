raise KeyError("it's missing")
