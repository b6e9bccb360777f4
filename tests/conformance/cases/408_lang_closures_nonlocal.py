# Closures: nonlocal counters and accumulators, late binding vs default-argument capture,
# nested nonlocal, closures in classes; cell contents via the closure's behaviour only.
def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    inc.reset = reset
    return inc
c = make_counter(10)
print(c(), c(), c(5))
c.reset()
print(c())
late = [lambda: i for i in range(3)]
bound = [lambda i=i: i for i in range(3)]
print([f() for f in late], [f() for f in bound])
def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "inner"
        inner()
        return x
    return middle(), x
print(outer())
def accumulator():
    items = []
    def add(item):
        items.append(item)
        return len(items)
    return add
acc = accumulator()
acc("a"); acc("b")
print(acc("c"))
class Button:
    def __init__(self):
        self.handlers = []
    def on(self, fn):
        self.handlers.append(fn)
        return fn
    def click(self):
        return [h() for h in self.handlers]
b = Button()
for label in ("ok", "cancel"):
    b.on(lambda label=label: label.upper())
print(b.click())
def fib_gen():
    a, b = 0, 1
    def step():
        nonlocal a, b
        a, b = b, a + b
        return a
    return step
step = fib_gen()
print([step() for _ in range(10)])
try:
    def broken():
        def inner():
            return y
        inner()
        y = 1
    broken()
except NameError as e:
    print(type(e).__name__ + ":", e)
