name = "safepy"
print("%s has %d chars" % (name, len(name)))
print("{} {:>8}|".format("x", "right"))
