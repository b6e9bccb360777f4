# technique: auto-numbered field with attribute '{.__globals__}' (empty field name)
# expect: any
import json
"{.__globals__}".format(json.dumps)
