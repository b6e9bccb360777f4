# technique: json.codecs.builtins is the real builtins module: use its eval
# expect: AttributeError: 'codecs'
import json
json.codecs.builtins.eval("open('CANARY_PATH').read()")
