# technique: open a file through json's re-export of codecs (codecs.open)
# expect: AttributeError: 'codecs'
import json
json.codecs.open("CANARY_PATH", "r").read()
