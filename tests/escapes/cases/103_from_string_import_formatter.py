# technique: from string import Formatter (name left out of the proxy)
# expect: ImportError: Formatter | SandboxError: access to attribute '__globals__' is not allowed
from string import Formatter
import json
Formatter().get_field("0.__globals__", (json.dumps,), {})
