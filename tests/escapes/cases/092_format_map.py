# technique: str.format_map with a mapping argument
# expect: any
import json
"{f.__globals__[__builtins__]}".format_map({"f": json.dumps})
