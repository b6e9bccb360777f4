# technique: getattr(g, 'gi_' + 'frame') then getattr(frame, 'f_' + 'back')
# expect: SandboxError
def gen():
    yield 1
g = gen()
frame = getattr(g, "gi_" + "frame")
getattr(frame, "f_" + "globals")
