# Generators: send(), throw() into a handler, close() and GeneratorExit, return values
# through StopIteration and yield from, gi_running/gi_suspended, finally on close.
def averager():
    total = count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print("averager got", repr(e))
            continue
        if value is None:
            return (count, avg)
        total += value
        count += 1
        avg = total / count

g = averager()
print(next(g), g.send(10), g.send(20), g.throw(ValueError("bad")), g.send(30))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)

def delegator():
    result = yield from averager()
    print("delegate returned", result)
    yield "after"
d = delegator()
next(d)
d.send(4)
d.send(8)
print(d.send(None))

def closing():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("GeneratorExit seen")
        raise
    finally:
        print("cleanup")
c = closing()
print(next(c), c.gi_suspended, c.gi_running)
c.close()
print(c.gi_suspended, list(c))
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)
def counter():
    n = 0
    while True:
        cmd = yield n
        if cmd == "reset":
            n = 0
        else:
            n += 1
cn = counter()
print([next(cn), next(cn), cn.send("reset"), next(cn)])
try:
    cn.throw(KeyError("k"))
except KeyError as e:
    print("KeyError propagated", e, cn.gi_suspended)
gen = (x * x for x in range(4))
print(next(gen), list(gen), list(gen))
