# technique: dir()-driven loop calling getattr on every name of a stdlib function, no try/except
# expect: SandboxError: access to attribute '__builtins__' is not allowed
import json
attrs = {}
for name in dir(json.dumps):
    attrs[name] = getattr(json.dumps, name)
attrs["__globals__"]["__builtins__"]
