# technique: unbound str.format(fmt, obj) instead of fmt.format(obj)
# expect: any
import json
str.format("{0.__globals__}", json.dumps)
