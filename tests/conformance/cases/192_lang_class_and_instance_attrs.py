class C:
    shared = []
    n = 0
    def __init__(self):
        self.own = []
        C.n += 1
    def add(self, v):
        self.shared.append(v)
        self.own.append(v)
a, b = C(), C()
a.add(1)
b.add(2)
a.n = 100
[C.shared, a.own, b.own, C.n, a.n, b.n]
