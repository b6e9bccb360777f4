out = []
class W:
    def write(self, s):
        out.append(type(s).__name__)
        out.append(s)
print(1, 2, file=W())
out
