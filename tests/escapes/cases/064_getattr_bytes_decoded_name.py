# technique: forbidden name built from bytes at run time
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
name = bytes([95, 95]).decode() + "globals" + chr(95) * 2
getattr(json.dumps, name)
