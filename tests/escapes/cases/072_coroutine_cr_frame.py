# technique: coroutine frame walk cr_frame.f_globals
# expect: SandboxError: access to attribute 'cr_frame' is not allowed
async def coro():
    return 1
c = coro()
frame = c.cr_frame
frame.f_globals["__builtins__"]
