# technique: string.Formatter().get_field returns the object (not text) for '0.__globals__'
# expect: AttributeError: 'Formatter'
import json
import string
obj, _ = string.Formatter().get_field("0.__globals__", (json.dumps,), {})
obj["__builtins__"]["open"]("CANARY_PATH").read()
