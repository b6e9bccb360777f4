# technique: __init__ is allowed, so string.Template.__init__.__globals__ of a pure-Python stdlib class
# expect: SandboxError: access to attribute '__globals__' is not allowed
import string
string.Template.__init__.__globals__["_re"]
