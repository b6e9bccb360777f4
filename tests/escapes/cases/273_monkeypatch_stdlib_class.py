# technique: monkeypatching a stdlib class changes what later stdlib calls do (here: every json encoder)
# expect: any
import json
json.JSONEncoder.default = lambda self, o: repr(o)
