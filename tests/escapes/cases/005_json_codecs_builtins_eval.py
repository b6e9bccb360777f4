# technique: json.codecs.builtins is the real builtins module: use its eval
# expect: AttributeError: module 'json' has no attribute 'codecs'
import json
json.codecs.builtins.eval("open('CANARY_PATH').read()")
