class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 2
it = Countdown(3)
[list(Countdown(5)), next(it), list(it), list(Range2(7)), sum(Range2(10)), 4 in Range2(10), list(zip(Countdown(2), Range2(4)))]
