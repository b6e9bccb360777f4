# technique: getattr(e, '__trace' + 'back__') to get a traceback without an attribute node
# expect: any
import json
try:
    json.loads("{")
except Exception as e:
    tb = getattr(e, "__trace" + "back__")
