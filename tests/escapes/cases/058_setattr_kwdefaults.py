# technique: setattr of a stdlib function's __kwdefaults__ to plant an attacker encoder
# expect: any
import json
class Enc(json.JSONEncoder):
    pass
setattr(json.dumps, "__kwdefaults__", {"cls": Enc})
