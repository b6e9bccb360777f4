async def f():
    pass
await f()
