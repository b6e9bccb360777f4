# technique: fullwidth dunder name passed to getattr as a string (no NFKC at run time)
# expect: SandboxError | AttributeError
import json
getattr(json.dumps, "__ｇｌｏｂａｌｓ__")
