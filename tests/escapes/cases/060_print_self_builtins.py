# technique: print.__self__ is the builtins module
# expect: SandboxError: access to attribute '__self__' is not allowed
print.__self__.open("CANARY_PATH").read()
