def repeat(n):
    def deco(fn):
        def inner(*a):
            return [fn(*a) for _ in range(n)]
        return inner
    return deco
class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self):
        self.n += 1
        return self.n
c = Counter()
@repeat(3)
def tick():
    return c()
tick()
