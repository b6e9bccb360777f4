# technique: getattr(len, '__self__') -> builtins module
# expect: SandboxError: access to attribute '__self__' is not allowed
bi = getattr(len, "__self__")
bi.open("CANARY_PATH").read()
