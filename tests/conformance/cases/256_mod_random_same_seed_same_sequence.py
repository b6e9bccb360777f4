import random
random.seed("a string seed")
a = [random.randint(0, 10**6) for _ in range(5)]
random.seed("a string seed")
b = [random.randint(0, 10**6) for _ in range(5)]
random.seed(0)
c = random.sample(["x", "y", "z", "w"], 4)
[a == b, a, c]
