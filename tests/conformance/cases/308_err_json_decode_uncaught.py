import json
payload = "{bad"
json.loads(payload)
