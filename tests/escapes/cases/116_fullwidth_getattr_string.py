# technique: fullwidth dunder name passed to getattr as a string (no NFKC at run time)
# expect: AttributeError: 'function' object has no attribute '__ｇｌｏｂａｌｓ__'
import json
getattr(json.dumps, "__ｇｌｏｂａｌｓ__")
