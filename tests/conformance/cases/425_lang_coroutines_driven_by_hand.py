# async/await without asyncio: a tiny round-robin scheduler drives coroutines with send(),
# custom awaitables via __await__, async iterators and async context managers.
import collections
class Yield:
    def __await__(self):
        yield "switch"
class Sleep:
    def __init__(self, n):
        self.n = n
    def __await__(self):
        for _ in range(self.n):
            yield "tick"
        return self.n
class Ticker:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await Yield()
        return self.i
class Resource:
    async def __aenter__(self):
        print("acquire")
        return "res"
    async def __aexit__(self, *exc):
        print("release", exc[0])
        return False

async def worker(name, n):
    total = 0
    async for i in Ticker(n):
        print(name, "step", i)
        total += i
    slept = await Sleep(2)
    async with Resource() as r:
        print(name, "using", r, slept)
    return name, total

async def gen_numbers():
    for i in range(3):
        await Yield()
        yield i * 10

async def collect():
    return [x async for x in gen_numbers()]

def run(*coros):
    queue = collections.deque(coros)
    results = []
    while queue:
        c = queue.popleft()
        try:
            c.send(None)
        except StopIteration as e:
            results.append(e.value)
        else:
            queue.append(c)
    return results

print(run(worker("a", 2), worker("b", 3)))
print(run(collect()))
async def failing():
    await Yield()
    raise ValueError("inside coroutine")
co = failing()
co.send(None)
try:
    co.send(None)
except ValueError as e:
    print("ValueError:", e)
co2 = worker("c", 1)
print(type(co2).__name__, co2.cr_running, co2.__name__, co2.__qualname__)
co2.close()
