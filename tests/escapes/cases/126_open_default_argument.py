# technique: open captured as a default argument and called later
# expect: SandboxError: open() is not available in the sandbox
def reader(path, o=open):
    return o(path).read()
reader("CANARY_PATH")
