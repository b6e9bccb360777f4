# technique: str.format_map with a mapping argument
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
"{f.__globals__[__builtins__]}".format_map({"f": json.dumps})
