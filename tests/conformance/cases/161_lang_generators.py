def squares(n):
    for i in range(n):
        yield i * i
def evens():
    n = 0
    while True:
        yield n
        n += 2
g = squares(5)
first = next(g)
rest = list(g)
e = evens()
[first, rest, [next(e) for _ in range(4)], sum(squares(4))]
