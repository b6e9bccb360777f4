# technique: json.__loader__.get_data(path)
# expect: SandboxError: access to attribute '__loader__' is not allowed
import json
json.__loader__.get_data("CANARY_PATH")
