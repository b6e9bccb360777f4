class V:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        return self.n < other.n
    def __eq__(self, other):
        return self.n == other.n
    def __hash__(self):
        return self.n
    def __repr__(self):
        return f"V{self.n}"
{V(3), V(1), V(2)}
