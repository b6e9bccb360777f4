class Ready:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        got = yield ("need", self.v)
        return got
async def fetch(x):
    y = await Ready(x)
    return y * 2
async def main():
    a = await fetch(1)
    b = await fetch(2)
    return a + b
coro = main()
trace = [coro.send(None)]
trace.append(coro.send(10))
try:
    coro.send(20)
except StopIteration as e:
    trace.append(("done", e.value))
trace
