# technique: open a file through json's re-export of codecs (codecs.open)
# expect: AttributeError: module 'json' has no attribute 'codecs'
import json
json.codecs.open("CANARY_PATH", "r").read()
