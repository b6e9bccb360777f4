# technique: index first, then attribute: '{0[0].__globals__}'
# expect: any
import json
"{0[0].__globals__}".format([json.dumps])
