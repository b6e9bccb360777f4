# technique: auto-numbered field with attribute '{.__globals__}' (empty field name)
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
"{.__globals__}".format(json.dumps)
