# technique: index first, then attribute: '{0[0].__globals__}'
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
"{0[0].__globals__}".format([json.dumps])
