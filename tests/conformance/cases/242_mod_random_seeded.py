import random
random.seed(12345)
a = [random.random() for _ in range(3)]
b = [random.randint(1, 100) for _ in range(5)]
deck = list(range(10))
random.shuffle(deck)
c = random.choice("abcdef")
d = random.sample(range(100), 5)
e = round(random.uniform(1, 2), 10)
f = random.choices(["x", "y", "z"], weights=[1, 2, 3], k=5)
rng = random.Random(7)
g = [rng.randrange(0, 50, 5) for _ in range(4)]
h = round(rng.gauss(0, 1), 10)
[a, b, deck, c, d, e, f, g, h, random.getrandbits(16)]
