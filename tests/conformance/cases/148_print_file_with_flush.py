class W:
    def __init__(self):
        self.log = []
    def write(self, s):
        self.log.append(("w", s))
    def flush(self):
        self.log.append(("f",))
w = W()
print("x", "y", file=w, flush=True)
w.log
