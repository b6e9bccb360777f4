class W:
    def write(self, s):
        raise ValueError("write failed: " + repr(s))
print("ok")
print("boom", file=W())
