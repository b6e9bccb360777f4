# technique: format traversal through gi_frame (no leading underscore) to frame globals
# expect: SandboxError
def gen():
    yield 1
g = gen()
("{0.gi_" + "frame.f_globals}").format(g)
