# technique: globals()['__builtins__'] (a module in __main__, as in CPython)
# expect: SandboxError: open() is not available in the sandbox (there are no files)
globals()["__builtins__"].open("CANARY_PATH").read()
