# technique: import a submodule of an allowlisted package (json.decoder) and climb its re-export json.decoder.re.enum.bltns
# expect: ImportError: json.decoder | AttributeError: 're'
import json.decoder
json.decoder.re.enum.bltns.open("CANARY_PATH").read()
