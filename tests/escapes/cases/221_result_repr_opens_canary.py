# technique: the result's __repr__ runs at serialisation time and tries to open the canary
# expect: SandboxError: open() is not available in the sandbox (there are no files)
class R:
    def __repr__(self):
        return open("CANARY_PATH").read()
R()
