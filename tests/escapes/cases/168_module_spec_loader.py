# technique: json.__spec__.loader.get_data(path)
# expect: SandboxError: access to attribute '__spec__' is not allowed
import json
json.__spec__.loader.get_data("CANARY_PATH")
