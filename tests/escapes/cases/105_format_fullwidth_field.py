# technique: fullwidth letters in a format field name (format does no NFKC; check must still refuse)
# expect: SandboxError
import json
"{0.__ｇｌｏｂａｌｓ__}".format(json.dumps)
