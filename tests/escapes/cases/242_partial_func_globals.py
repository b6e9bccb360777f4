# technique: functools.partial(...).func gives back the wrapped function; then its __globals__
# expect: SandboxError: access to attribute '__globals__' is not allowed
import functools
import json
p = functools.partial(json.dumps)
p.func.__globals__["__builtins__"]
