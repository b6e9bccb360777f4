# technique: locals() inside a function
# expect: SandboxError: locals() is not available in the sandbox
def f():
    return locals()
f()
