# technique: import a submodule of an allowlisted package (json.decoder) to reach its module globals
# expect: ImportError: json.decoder | AttributeError: 'decoder'
import json.decoder
json.decoder.scanstring
