# technique: fullwidth letters in a dunder attribute __ｇｌｏｂａｌｓ__
# expect: SandboxError: access to attribute '__globals__' is not allowed
import json
json.dumps.__ｇｌｏｂａｌｓ__["__builtins__"]
