# technique: format traversal through gi_frame (no leading underscore) to frame globals
# expect: SandboxError: operation 'object.__getattr__' is not allowed in the sandbox (attribute 'gi_frame')
def gen():
    yield 1
g = gen()
("{0.gi_" + "frame.f_globals}").format(g)
