class AIter:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i
class ACM:
    async def __aenter__(self):
        print("aenter")
        return "cm"
    async def __aexit__(self, *a):
        print("aexit")
async def agen():
    for i in range(3):
        yield i * 10
async def main():
    out = []
    async with ACM() as v:
        out.append(v)
        async for x in AIter(3):
            out.append(x)
        out.append([y async for y in agen()])
    return out
c = main()
try:
    c.send(None)
except StopIteration as e:
    result = e.value
