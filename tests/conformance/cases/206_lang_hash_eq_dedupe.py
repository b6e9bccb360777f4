class Key:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __eq__(self, other):
        return (self.a, self.b) == (other.a, other.b)
    def __hash__(self):
        return hash((self.a, self.b))
    def __repr__(self):
        return f"Key({self.a},{self.b})"
ks = [Key(1, 2), Key(1, 2), Key(2, 1)]
d = {}
for k in ks:
    d[k] = d.get(k, 0) + 1
[len(set(ks)), sorted(d.values()), Key(1, 2) in d, Key(9, 9) in d]
