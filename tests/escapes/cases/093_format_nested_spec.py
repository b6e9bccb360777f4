# technique: forbidden traversal hidden in a nested replacement field of the format spec
# expect: any
import json
"{0:{1.__globals__[__name__]}}".format("x", json.dumps)
