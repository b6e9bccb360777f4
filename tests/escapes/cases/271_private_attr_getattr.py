# technique: the same private read through getattr with a computed name
# expect: any
import pprint
getattr(pprint.PrettyPrinter(), "_" + "stream")
