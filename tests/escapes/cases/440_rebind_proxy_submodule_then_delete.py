# technique: rebind a proxy's submodule link to a plain value, then delete it: `from json import decoder` would fall back to sys.modules['json.decoder'], the real module (second route of 439)
# expect: any
import json
json.decoder = 5
del json.decoder
from json import decoder
print(decoder.re.enum.sys)
