# technique: getattr(g, 'gi_' + 'frame') then getattr(frame, 'f_' + 'back')
# expect: SandboxError: access to attribute 'gi_frame' is not allowed
def gen():
    yield 1
g = gen()
frame = getattr(g, "gi_" + "frame")
getattr(frame, "f_" + "globals")
