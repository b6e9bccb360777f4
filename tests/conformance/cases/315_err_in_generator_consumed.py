def gen():
    yield 1
    yield 2
    raise ValueError("generator broke")
total = 0
for v in gen():
    total += v
