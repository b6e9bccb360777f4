class W:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
w = W()
print("a", "b", file=w)
print("c", file=w, end="")
print("to logs")
w.parts
