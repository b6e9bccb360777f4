# technique: contextlib.chdir (3.11) moves the worker to the canary dir (os.getcwd/os.chdir inside stdlib)
# expect: PermissionError | SandboxError | AttributeError: 'chdir'
import contextlib
with contextlib.chdir("/"):
    pass
