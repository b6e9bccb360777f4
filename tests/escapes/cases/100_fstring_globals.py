# technique: f-string expression with a forbidden attribute
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
f"{json.dumps.__globals__}"
