def averager():
    total = count = 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            break
        total += x
        count += 1
        avg = total / count
    return avg
g = averager()
next(g)
out = [g.send(10), g.send(20), g.send(60)]
try:
    g.send(None)
except StopIteration as e:
    out.append(("final", e.value))
out
