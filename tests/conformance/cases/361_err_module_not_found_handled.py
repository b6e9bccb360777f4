# The usual optional-dependency pattern: an import the environment cannot satisfy is a
# ModuleNotFoundError (CPython: the module is missing; safepy: outside the allowlist).
try:
    import numpy_is_not_here_either as np
except ModuleNotFoundError:
    np = None
try:
    from definitely_missing_pkg import thing
except ImportError as e:
    kind = type(e).__name__
result = [np, kind]
