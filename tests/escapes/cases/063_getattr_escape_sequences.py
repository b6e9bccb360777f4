# technique: forbidden name spelled with \x escapes in the string literal
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
getattr(json.dumps, "\x5f\x5fglobals\x5f\x5f")
