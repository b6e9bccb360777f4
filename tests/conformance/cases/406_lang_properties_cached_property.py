# property getters/setters/deleters with validation and their error messages, and
# functools.cached_property storing in the instance dict.
import functools

class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius
    @property
    def celsius(self):
        """Degrees Celsius."""
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero: %r" % v)
        self._c = v
    @celsius.deleter
    def celsius(self):
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

t = Temperature(25)
print(t.celsius, t.fahrenheit, Temperature.celsius.__doc__)
t.celsius = 30
print(t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.fahrenheit = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    del t.fahrenheit
except AttributeError as e:
    print("AttributeError:", e)
del t.celsius
try:
    t.celsius
except AttributeError as e:
    print("AttributeError:", e)

class Dataset:
    def __init__(self, data):
        self.data = data
        self.computed = 0
    @functools.cached_property
    def stats(self):
        self.computed += 1
        return (min(self.data), max(self.data), sum(self.data) / len(self.data))
d = Dataset([3, 1, 4, 1, 5])
print(d.stats, d.stats, d.computed, "stats" in vars(d))
del d.stats
print(d.stats, d.computed, type(Dataset.stats).__name__, Dataset.stats.attrname)
class Slotted:
    __slots__ = ("x",)
    @functools.cached_property
    def y(self):
        return 1
try:
    Slotted().y
except TypeError as e:
    print("TypeError:", e)
