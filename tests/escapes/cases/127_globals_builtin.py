# technique: globals()['__builtins__']
# expect: SandboxError: globals() is not available in the sandbox
globals()["__builtins__"]["open"]("CANARY_PATH").read()
