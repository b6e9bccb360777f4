# technique: bytearray.join reads the separator's pointer and length, then runs the argument generator, which clears the separator (frees its buffer): the stale bytes were copied into the result (a heap read; with a 64 MiB separator, a crash)
# expect: any
sep = bytearray(b"<>")
def gen():
    sep.clear()
    junk = [bytes(64) for _ in range(100)]
    yield b"a"
    yield b"b"
r = sep.join(gen())
assert r == bytearray(b"ab"), bytes(r)
print("joined with the live separator")
