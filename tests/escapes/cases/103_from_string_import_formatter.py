# technique: from string import Formatter (name left out of the proxy)
# expect: any
from string import Formatter
import json
Formatter().get_field("0.__globals__", (json.dumps,), {})
