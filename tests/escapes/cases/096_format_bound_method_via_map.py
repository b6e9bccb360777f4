# technique: bound fmt.format called by map() (no .format(...) call node on a literal)
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
fmt = "{0.__globals__}"
list(map(fmt.format, [json.dumps]))
