# technique: function.__builtins__ (3.10+) of a user function
# expect: SandboxError: access to attribute '__builtins__' is not allowed
def f():
    pass
f.__builtins__["eval"]("open('CANARY_PATH').read()")
