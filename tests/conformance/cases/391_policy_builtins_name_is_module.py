# In __main__, the name __builtins__ is the builtins module (CPython docs: an
# implementation detail, but code such as `__builtins__.print` or
# `getattr(__builtins__, name)` relies on it).
print(type(__builtins__).__name__)
print(__builtins__.len is len, getattr(__builtins__, "max")([3, 9, 2]))
print(hasattr(__builtins__, "print"), "print" in dir(__builtins__))
