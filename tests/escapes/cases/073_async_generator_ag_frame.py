# technique: async generator frame walk ag_frame.f_locals
# expect: SandboxError: access to attribute 'ag_frame' is not allowed
async def agen():
    yield 1
a = agen()
a.ag_frame.f_locals
