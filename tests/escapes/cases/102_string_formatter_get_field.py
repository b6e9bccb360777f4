# technique: string.Formatter().get_field returns the object (not text) for '0.__globals__' (left out, or a checked replacement)
# expect: any
import json
import string
obj, _ = string.Formatter().get_field("0.__globals__", (json.dumps,), {})
obj["__builtins__"]["open"]("CANARY_PATH").read()
