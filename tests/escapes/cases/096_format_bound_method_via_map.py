# technique: bound fmt.format called by map() (no .format(...) call node on a literal)
# expect: any
import json
fmt = "{0.__globals__}"
list(map(fmt.format, [json.dumps]))
