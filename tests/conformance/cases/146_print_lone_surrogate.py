print("bad\udcffsurrogate")
