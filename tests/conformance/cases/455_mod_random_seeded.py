# random with a seed gives CPython's exact sequences: module functions and Random
# instances, shuffles, samples, weighted choices, distributions, state round trips.
import random
random.seed(12345)
print(random.random(), random.randint(1, 100), random.randrange(0, 100, 5), random.uniform(1, 2))
items = list(range(10))
random.shuffle(items)
print(items, random.choice("abcdef"), random.sample(range(100), 5), random.choices("abc", weights=[5, 1, 1], k=8))
print(round(random.gauss(0, 1), 12), round(random.normalvariate(10, 2), 12), round(random.expovariate(1.5), 12), random.getrandbits(40))
print(round(random.triangular(0, 10, 3), 12), round(random.betavariate(2, 3), 12), round(random.lognormvariate(0, 1), 12), random.randbytes(4).hex())
state = random.getstate()
first = [random.random() for _ in range(3)]
random.setstate(state)
print(first == [random.random() for _ in range(3)])
r1, r2 = random.Random(7), random.Random(7)
print([r1.randint(0, 9) for _ in range(8)] == [r2.randint(0, 9) for _ in range(8)], r1.random())
random.seed("a string seed")
print(random.random())
random.seed(b"bytes")
print(random.randint(0, 10 ** 6))
class Dice(random.Random):
    def roll(self):
        return self.randint(1, 6)
print([Dice(3).roll() for _ in range(2)], [Dice(4).roll() for _ in range(1)])
try:
    random.choice([])
except IndexError as e:
    print("IndexError:", e)
try:
    random.sample(range(3), 5)
except ValueError as e:
    print("ValueError:", e)
