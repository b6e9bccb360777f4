# technique: generator frame walk g.gi_frame.f_back.f_globals
# expect: SandboxError: access to attribute 'gi_frame' is not allowed
def gen():
    yield 1
g = gen()
next(g)
frame = g.gi_frame
caller_globals = frame.f_back.f_globals
caller_globals["__builtins__"]
