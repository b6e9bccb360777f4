# Iteration protocols: __iter__/__next__ classes, __getitem__-only sequences,
# __reversed__, __contains__, __len__ and truthiness, iter(callable, sentinel),
# operator.length_hint with __length_hint__.
import operator
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
class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i
class Deck:
    def __init__(self):
        self.cards = [r + s for s in "SH" for r in "A23"]
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __reversed__(self):
        return iter(["reversed!"])
    def __contains__(self, c):
        print("contains called")
        return c in self.cards
class Empty:
    def __len__(self):
        return 0
class Hint:
    def __iter__(self):
        return iter([])
    def __length_hint__(self):
        return 7
print(list(Countdown(3)), list(Squares()), 9 in Squares(), 10 in Squares())
d = Deck()
print(len(d), d[0], d[-1], d[1:3], list(reversed(d)), "2H" in d, bool(Empty()), bool(d))
print(list(iter(Countdown(2))), sorted(d, reverse=True)[:2], list(zip(d, Squares())))
vals = iter([1, 2, 0, 3])
print(list(iter(lambda: next(vals), 0)), operator.length_hint(Hint()), operator.length_hint([1, 2]))
it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", e.args)
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
try:
    len(Countdown(1))
except TypeError as e:
    print("TypeError:", e)
print(list(enumerate(Countdown(2), 1)), dict(zip("ab", Countdown(2))), max(Countdown(4)))
