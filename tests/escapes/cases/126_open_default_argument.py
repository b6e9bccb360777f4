# technique: open captured as a default argument and called later
# expect: SandboxError: open() is not available in the sandbox (there are no files)
def reader(path, o=open):
    return o(path).read()
reader("CANARY_PATH")
