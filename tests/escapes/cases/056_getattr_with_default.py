# technique: getattr(obj, forbidden, default) hoping the wrapper returns the default or the real value silently
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
g = getattr(json.dumps, "__globals__", None)
if g is None:
    raise LookupError("wrapper returned the default")
g["__builtins__"]
