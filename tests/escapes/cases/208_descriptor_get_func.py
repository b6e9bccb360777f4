# technique: __get__ (allowed) binds a stdlib function; the bound method's __func__/__self__ lead back out
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
bound = json.dumps.__get__(1)
bound.__func__.__globals__["__builtins__"]
