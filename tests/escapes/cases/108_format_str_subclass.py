# technique: str subclass inherits format(); call it on the subclass instance
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
class F(str):
    pass
F("{0.__globals__}").format(json.dumps)
