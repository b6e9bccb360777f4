# technique: monkeypatching a stdlib class changes what later stdlib calls do (here: every json encoder)
# expect: SandboxError: cannot set attribute 'default' of class 'JSONEncoder'
import json
json.JSONEncoder.default = lambda self, o: repr(o)
