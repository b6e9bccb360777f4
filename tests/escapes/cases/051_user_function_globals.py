# technique: a user function's __globals__['__builtins__'] (hoping it is the real builtins)
# expect: SandboxError: access to attribute '__globals__' is not allowed
def f():
    pass
bi = f.__globals__["__builtins__"]
bi["open"]("CANARY_PATH").read()
