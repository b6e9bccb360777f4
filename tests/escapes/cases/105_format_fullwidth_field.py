# technique: fullwidth letters in a format field name (format does no NFKC; check must still refuse)
# expect: AttributeError: 'function' object has no attribute '__ｇｌｏｂａｌｓ__'
import json
"{0.__ｇｌｏｂａｌｓ__}".format(json.dumps)
