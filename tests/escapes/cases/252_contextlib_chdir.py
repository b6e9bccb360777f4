# technique: contextlib.chdir (3.11) moves the worker to the canary dir (os.getcwd/os.chdir inside stdlib)
# expect: any
import contextlib
with contextlib.chdir("/"):
    pass
