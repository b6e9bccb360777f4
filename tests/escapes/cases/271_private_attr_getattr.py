# technique: the same private read through getattr with a computed name
# expect: SandboxError: access to private attribute '_stream'
import pprint
getattr(pprint.PrettyPrinter(), "_" + "stream")
