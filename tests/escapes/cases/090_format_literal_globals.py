# technique: str.format attribute traversal in a literal format string
# expect: any
import json
"{0.__globals__[codecs].sys.modules[os].environ[SAFEPY_CANARY_SECRET]}".format(json.dumps)
