# technique: rebinding __name__ / __package__ in globals to make a relative import resolve to os
# expect: SandboxError: use of name '__package__' is not allowed
__package__ = "os"
from . import path
path
