# technique: vars() of a stdlib instance exposes its Python functions; then __globals__
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
fns = vars(json.JSONDecoder())
fns["parse_object"].__globals__["__builtins__"]
