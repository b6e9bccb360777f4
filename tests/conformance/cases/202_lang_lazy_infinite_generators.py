import itertools
def naturals():
    n = 1
    while True:
        yield n
        n += 1
primes = (n for n in naturals() if n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1)))
first10 = list(itertools.islice(primes, 10))
squares = (n * n for n in naturals())
big = next(s for s in squares if s > 1000)
[first10, big]
