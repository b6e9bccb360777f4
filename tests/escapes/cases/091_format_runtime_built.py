# technique: format string assembled at run time so no literal contains the dunder
# expect: any
import json
fmt = "{0." + "__glo" + "bals__[codecs].sys.modules[os].environ[SAFEPY_CANARY_SECRET]}"
fmt.format(json.dumps)
