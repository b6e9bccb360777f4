async def f():
    return 5
async def g():
    return await f() + 1
c = g()
try:
    c.send(None)
except StopIteration as e:
    result = e.value
