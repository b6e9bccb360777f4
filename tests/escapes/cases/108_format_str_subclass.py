# technique: str subclass inherits format(); call it on the subclass instance
# expect: any
import json
class F(str):
    pass
F("{0.__globals__}").format(json.dumps)
