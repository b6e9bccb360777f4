# technique: getattr with a computed name '__glo' + 'bals__'
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
g = getattr(json.dumps, "__glo" + "bals__")
g["__builtins__"]["__import__"]("os").environ["SAFEPY_CANARY_SECRET"]
