class Date:
    count = 0
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
        Date.count += 1
    @classmethod
    def from_string(cls, s):
        return cls(*map(int, s.split("-")))
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
class SubDate(Date):
    pass
x = SubDate.from_string("2024-02-29")
[type(x).__name__, x.y, x.m, x.d, Date.is_leap(2000), Date.is_leap(1900), Date.count]
