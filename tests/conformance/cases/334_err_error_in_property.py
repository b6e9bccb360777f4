class Acct:
    def __init__(self):
        self.entries = []
    @property
    def average(self):
        return sum(self.entries) / len(self.entries)
Acct().average
