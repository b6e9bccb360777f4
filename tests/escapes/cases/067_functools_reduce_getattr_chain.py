# technique: functools.reduce(getattr, path, obj) walks an attribute path given as data
# expect: SandboxError: access to attribute '__globals__' is not allowed
import functools
import string
g = functools.reduce(getattr, ["__init__", "__globals__"], string.Template)
g["__builtins__"]
