# technique: import a submodule of an allowlisted package (json.decoder) and climb its re-export json.decoder.re.enum.bltns
# expect: AttributeError: module 'json.decoder' has no attribute 're'
import json.decoder
json.decoder.re.enum.bltns.open("CANARY_PATH").read()
