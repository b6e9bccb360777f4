# technique: unbound str.format(fmt, obj) instead of fmt.format(obj)
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
str.format("{0.__globals__}", json.dumps)
