for i in range(20000):
    print("line", i)
raise RuntimeError("after lots of output")
